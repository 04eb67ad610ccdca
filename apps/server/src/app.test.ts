import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionLabels } from '@ua/contracts';
import { createTestContext, type Caller, type TestContext } from '../test/harness.ts';
import { makeStaff } from '../test/fixtures/staff.ts';

let ctx: TestContext;
beforeAll(async () => {
  // One administrator is all these tests sign in as: no demo needed.
  ctx = await createTestContext({ data: 'empty' });
});
afterAll(async () => ctx.close());

/** Someone holding every label, made after the test's reset. */
const administrator = async (): Promise<Caller> => ctx.as((await makeStaff(ctx.database.db, { labels: permissionLabels })).id);

describe('foundation', () => {
  it('answers /healthz while the process is up', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz when the database answers, and 503 JSON when it does not', async () => {
    const ok = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(ok.json()).toEqual({ status: 'ok', database: 'ok' });

    const original = ctx.database.ping;
    ctx.database.ping = async () => {
      throw new Error('connection refused');
    };
    try {
      const down = await ctx.app.inject({ method: 'GET', url: '/readyz' });
      expect(down.statusCode).toBe(503);
      expect(down.json().detail).toMatch(/database/i);
    } finally {
      ctx.database.ping = original;
    }
  });

  it('puts a request id on every response and keeps a sane incoming one', async () => {
    const fresh = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await ctx.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'lb-1234' } });
    expect(kept.headers['x-request-id']).toBe('lb-1234');
    const replaced = await ctx.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': '<script>' } });
    expect(replaced.headers['x-request-id']).not.toBe('<script>');
  });

  it('answers an unknown path, a wrong method and a malformed body with JSON errors', async () => {
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here/' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/application\/json/);
    expect(unknown.json().detail).toContain('/api/nothing-here/');

    const wrongMethod = await ctx.app.inject({ method: 'DELETE', url: '/healthz' });
    expect(wrongMethod.statusCode).toBe(404);
    expect(wrongMethod.headers['content-type']).toMatch(/application\/json/);

    const malformed = await ctx.app.inject({ method: 'POST', url: '/api/manual-login/', headers: { 'content-type': 'application/json' }, payload: '{"username": ' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().detail).toBe('The request body is not valid JSON.');
  });

  it('serves the OpenAPI document and Swagger UI generated from the routes', async () => {
    const doc = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    const body = doc.json();
    expect(body.openapi).toMatch(/^3\./);
    expect(Object.keys(body.paths)).toContain('/readyz');
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });

  it('sends the security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends the same security headers on every answer: an error, a missing route, an API call', async () => {
    const calls = [
      await ctx.app.inject({ method: 'GET', url: '/healthz' }),
      await ctx.app.inject({ method: 'GET', url: '/api/no-such-route/' }),
      await ctx.app.inject({ method: 'GET', url: '/user/notifications/unread-count/' }),
    ];
    expect(calls.map((res) => res.statusCode)).toEqual([200, 404, 401]);
    const names = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'cross-origin-opener-policy', 'x-frame-options'];
    for (const res of calls) for (const name of names) expect(res.headers[name], name).toBe(calls[0]?.headers[name]);
    expect(calls[0]?.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });
});

describe('limits', () => {
  it('answers a body over the limit with 413 JSON', async () => {
    await ctx.reset();
    const admin = await administrator();
    const res = await admin.post('/user/notifications/mark-all-read/', JSON.stringify({ notification_type: 'x'.repeat(2 * 1024 * 1024) }), {
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toBe('The request body is too large.');
  });

  it('refuses a page size over the maximum', async () => {
    const { pageQuerySchema, MAX_PAGE_SIZE } = await import('@ua/contracts');
    expect(pageQuerySchema.safeParse({ page_size: MAX_PAGE_SIZE + 1 }).success).toBe(false);
    expect(pageQuerySchema.parse({}).page_size).toBeLessThanOrEqual(MAX_PAGE_SIZE);
  });

  it('turns prototype keys in a query string into plain data', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz?__proto__[polluted]=1&constructor[prototype][x]=1' });
    expect(res.statusCode).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('NUL characters', () => {
  it('refuses a NUL anywhere in the query or body with a 400 field error, before any database call', async () => {
    await ctx.reset();
    const admin = await administrator();
    const inQuery = await admin.get('/api/admin/audit-log/?action=%00');
    expect(inQuery.statusCode).toBe(400);
    expect(inQuery.json().errors).toEqual({ action: ['May not contain a NUL character.'] });

    const inBody = await admin.post('/user/notifications/mark-all-read/', { notification_type: 'a\u0000b' });
    expect(inBody.statusCode).toBe(400);
    expect(inBody.json().errors).toEqual({ notification_type: ['May not contain a NUL character.'] });

    const inKey = await admin.post('/user/notifications/mark-all-read/', { nested: { 'k\u0000': 1 } });
    expect(inKey.statusCode).toBe(400);
  });
});
