import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { AUTH_PATHS, SHELL_PATHS } from '@ua/contracts';
import { auditLog } from '../../db/schema/audit.ts';
import { revokedAccessTokens } from '../../db/schema/staff.ts';
import { DEMO_PASSWORD } from '../../seed/demo.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { deleteExpiredDenials } from './revoked-access-tokens.repository.ts';
import { secretKey, verifyAccessToken } from './tokens.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());
beforeEach(async () => ctx.reset());

const db = () => ctx.database.db;

async function signIn(email = 'admin@ua.test'): Promise<{ access: string; refresh: string }> {
  const res = await ctx.anonymous.post(AUTH_PATHS.manualLogin, { username: email, password: DEMO_PASSWORD });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const profileStatus = async (token: string) => (await ctx.withToken(token).get(SHELL_PATHS.userProfile)).statusCode;
const refresh = (token: string) => ctx.anonymous.post(AUTH_PATHS.tokenRefresh, { refresh: token });

describe('POST /api/logout/', () => {
  it('revokes the access token it is called with, and only that one', async () => {
    const laptop = await signIn();
    const phone = await signIn();
    expect(await profileStatus(laptop.access)).toBe(200);

    const res = await ctx.withToken(laptop.access).post(AUTH_PATHS.logout);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await profileStatus(laptop.access)).toBe(401);
    expect((await ctx.withToken(laptop.access).post(AUTH_PATHS.logout)).statusCode).toBe(401);
    // Not "sign out everywhere": the other session carries on.
    expect(await profileStatus(phone.access)).toBe(200);

    const claims = await verifyAccessToken(secretKey(ctx.config.jwtSecret), laptop.access);
    const [denied] = await db().select().from(revokedAccessTokens);
    expect(denied).toEqual({ jti: claims?.jti, userId: await ctx.userId('admin@ua.test'), expiresAt: new Date((claims?.expiresAt ?? 0) * 1000) });
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'logout'))).toHaveLength(1);
  });

  it('keeps a signed-out token on the list until an hour past its expiry, then sweeps it', async () => {
    const session = await signIn();
    expect((await ctx.withToken(session.access).post(AUTH_PATHS.logout)).statusCode).toBe(204);
    await deleteExpiredDenials(db());
    expect(await db().select().from(revokedAccessTokens)).toHaveLength(1);
    await db().update(revokedAccessTokens).set({ expiresAt: sql`now() - interval '61 minutes'` });
    await deleteExpiredDenials(db());
    expect(await db().select().from(revokedAccessTokens)).toEqual([]);
  });
});

describe('a reused refresh token', () => {
  it('revokes the access tokens of the user too, minted from its family or not, and audits it; other families refresh on', async () => {
    const stolen = await signIn();
    const otherDevice = await signIn();
    const rotated = (await refresh(stolen.refresh)).json();
    expect(await profileStatus(rotated.access)).toBe(200);

    expect((await refresh(stolen.refresh)).statusCode).toBe(401);

    expect(await profileStatus(stolen.access)).toBe(401);
    expect(await profileStatus(rotated.access)).toBe(401);
    expect(await profileStatus(otherDevice.access)).toBe(401);
    expect((await refresh(rotated.refresh)).statusCode).toBe(401);
    const carriedOn = await refresh(otherDevice.refresh);
    expect(carriedOn.statusCode).toBe(200);
    expect(await profileStatus(carriedOn.json().access)).toBe(200);

    const [reuse] = await db().select().from(auditLog).where(eq(auditLog.action, 'refresh_token_reuse'));
    expect(reuse?.after).toEqual({ familyRevoked: true, accessTokensRevoked: true });
  });
});
