import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SHELL_PATHS } from '@ua/contracts';
import { createTestContext, type TestContext } from '../harness.ts';

/**
 * What a signed-in call costs in database round trips: the account check and its labels come in one
 * statement, so the access level (answered from the labels themselves) costs one, and the polled
 * calls one more for their own answer. Counted at the driver (PGlite's or the pool's `query`).
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

async function roundTrips(call: () => Promise<{ statusCode: number }>): Promise<number> {
  const client = (ctx.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const spy = vi.spyOn(client, 'query');
  try {
    const res = await call();
    expect(res.statusCode).toBe(200);
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

describe('round trips of the signed-in hot paths', () => {
  // Tokens are signed before counting: signing one looks the account up, which no real call does.
  it('answers the access level from the labels loaded with the account: one round trip', async () => {
    const ops = ctx.withToken(await ctx.tokenFor('ops@ua.test'));
    expect(await roundTrips(() => ops.get(SHELL_PATHS.userAccessLevel))).toBe(1);
  });

  it('checks the account and its labels in one round trip before a label-guarded route runs', async () => {
    // The staff list is two queries of its own (the page and the count) and one for the levels shown.
    const admin = ctx.withToken(await ctx.tokenFor('admin@ua.test'));
    expect(await roundTrips(() => admin.get('/api/admin/staff/?page_size=5'))).toBe(4);
  });

  it('costs two round trips for the profile, the unread count and the unread list', async () => {
    const admin = ctx.withToken(await ctx.tokenFor('admin@ua.test'));
    for (const path of [SHELL_PATHS.userProfile, SHELL_PATHS.unreadCount, `${SHELL_PATHS.userNotifications}?read_status=unread`]) {
      expect(await roundTrips(() => admin.get(path)), path).toBe(2);
    }
  });
});
