import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../harness.ts';
import { auditLog } from '../../src/db/schema/audit.ts';

/**
 * A client's `x-request-id` reaches the logs and the audit log only in a bounded, safe form
 * (`^[A-Za-z0-9._-]{1,64}$`); anything else is replaced by a generated UUID, in the response header
 * and in what is stored.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ data: 'empty' });
});
afterAll(async () => ctx.close());

const GENERATED = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A refused password sign-in sent with this `x-request-id`: the answer's header and the audit row it wrote. */
async function failedSignIn(requestId: string, username: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/manual-login/',
    headers: { 'content-type': 'application/json', 'x-request-id': requestId },
    payload: { username, password: 'not-the-password' },
  });
  expect(res.statusCode).toBe(401);
  const [row] = await ctx.database.db
    .select({ requestId: auditLog.requestId })
    .from(auditLog)
    .where(eq(auditLog.actorEmail, username))
    .orderBy(desc(auditLog.id))
    .limit(1);
  expect(row, `no audit row for ${username}`).toBeDefined();
  return { header: res.headers['x-request-id'], stored: row?.requestId };
}

describe('x-request-id', () => {
  it('keeps a bounded, safe id: in the response header and in the audit row of a failed sign-in', async () => {
    await ctx.reset();
    const id = `lb-${'a'.repeat(61)}`; // 64 characters, the longest kept
    expect(await failedSignIn(id, 'kept@example.com')).toEqual({ header: id, stored: id });
    expect(await failedSignIn('Root-1.abc_DEF-9', 'kept-2@example.com')).toEqual({ header: 'Root-1.abc_DEF-9', stored: 'Root-1.abc_DEF-9' });
  });

  it.each([
    ['markup', '<script>alert(1)</script>'],
    ['one character over 64', 'a'.repeat(65)],
    ['a very long value', 'x'.repeat(8000)],
    ['spaces and a line of log', 'abc def\tlevel=fatal'],
    ['SQL', "1'; drop table audit_log; --"],
    ['non-ASCII', 'caf\u00e9-\u0418\u0434'],
    ['a path', '../../etc/passwd'],
  ])('replaces %s with a generated id, in the response header and in the audit log', async (_name, unsafe) => {
    await ctx.reset();
    const { header, stored } = await failedSignIn(unsafe, 'replaced@example.com');
    expect(header).toMatch(GENERATED);
    expect(stored).toBe(header);
  });

  it('replaces a repeated header (two values) with a generated id', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': ['one', 'two'] } });
    expect(res.headers['x-request-id']).toMatch(GENERATED);
  });
});
