import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import { AUTH_PATHS, INVALID_CREDENTIALS } from '@ua/contracts';
import { auditLog } from '../../db/schema/audit.ts';
import { rateLimitBuckets, refreshTokens, users } from '../../db/schema/staff.ts';
import { DEMO_PASSWORD } from '../../seed/demo.ts';
import { bearer, createTestContext, type TestContext } from '../../../test/harness.ts';
import { TOKEN_AUDIENCE, TOKEN_ISSUER, hashToken, secretKey, verifyAccessToken } from './tokens.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());
beforeEach(async () => ctx.reset());

const db = () => ctx.database.db;

function manualLogin(username: string, password: string, app: FastifyInstance = ctx.app) {
  return app.inject({ method: 'POST', url: AUTH_PATHS.manualLogin, payload: { username, password } });
}

function refresh(token: string) {
  return ctx.anonymous.post(AUTH_PATHS.tokenRefresh, { refresh: token });
}

/** A signed-in call that changes nothing visible to other tests unless it succeeds. */
function logoutEverywhere(headers: Record<string, string>) {
  return ctx.anonymous.post(AUTH_PATHS.logoutEverywhere, undefined, { headers });
}

async function signIn(email = 'admin@ua.test'): Promise<{ access: string; refresh: string }> {
  const res = await manualLogin(email, DEMO_PASSWORD);
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('manual login', () => {
  it('answers the profile and our tokens, matching the email case-insensitively', async () => {
    const res = await manualLogin('  Admin@UA.test ', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ first_name: 'Asha', last_name: 'Rao', email: 'admin@ua.test', picture: null });
    const claims = await verifyAccessToken(secretKey(ctx.config.jwtSecret), body.access);
    expect(claims?.userId).toBe(await ctx.userId('admin@ua.test'));
    expect(body.refresh).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [stored] = await db().select().from(refreshTokens);
    expect(stored?.tokenHash).not.toBe(body.refresh);
    const [admin] = await db().select().from(users).where(eq(users.email, 'admin@ua.test'));
    expect(admin?.lastLoginAt).toBeInstanceOf(Date);
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'sign_in'));
    expect(audit).toMatchObject({ entityId: String(admin?.id), actorId: admin?.id, after: { method: 'password' } });
  });

  it('gives the same answer for an unknown user, a wrong password, an inactive account and one without a password', async () => {
    await db().update(users).set({ active: false }).where(eq(users.email, 'viewer@ua.test'));
    await db().insert(users).values({ email: 'google-only@ua.test' });

    const answers = await Promise.all([
      manualLogin('nobody@ua.test', DEMO_PASSWORD),
      manualLogin('admin@ua.test', 'not-the-password'),
      manualLogin('viewer@ua.test', DEMO_PASSWORD),
      manualLogin('google-only@ua.test', DEMO_PASSWORD),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: INVALID_CREDENTIALS, code: 'auth.invalid_credentials' });
    }
    const reasons = await db().select({ email: auditLog.actorEmail, after: auditLog.after }).from(auditLog).where(eq(auditLog.action, 'sign_in_failed'));
    expect(reasons).toEqual(
      expect.arrayContaining([
        { email: 'nobody@ua.test', after: { method: 'password', reason: 'no such account' } },
        { email: 'admin@ua.test', after: { method: 'password', reason: 'wrong password' } },
        { email: 'viewer@ua.test', after: { method: 'password', reason: 'account is inactive' } },
        { email: 'google-only@ua.test', after: { method: 'password', reason: 'account has no password' } },
      ]),
    );
    expect(await db().select().from(refreshTokens)).toEqual([]);
  });

  it('refuses a username that is no email with a field error, whatever bytes it holds', async () => {
    for (const username of ['not-an-email', 'admin\u0000@ua.test', 'admin@ua.test\u0000']) {
      const res = await manualLogin(username, DEMO_PASSWORD);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors?.username).toBeDefined();
    }
  });

  it('rate-limits a username with 429 and Retry-After, even for the right password, without blocking others', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await manualLogin('ops@ua.test', 'wrong-password')).statusCode).toBe(401);
    const limited = await manualLogin('OPS@ua.test', DEMO_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toMatch(/application\/json/);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await manualLogin('admin@ua.test', DEMO_PASSWORD)).statusCode).toBe(200);

    // The window ends, and with it the limit: nobody stays locked out. A success counts nothing.
    await db().update(rateLimitBuckets).set({ windowEndsAt: sql`now() - interval '1 second'` });
    expect((await manualLogin('ops@ua.test', DEMO_PASSWORD)).statusCode).toBe(200);
    const [bucket] = await db().select().from(rateLimitBuckets).where(eq(rateLimitBuckets.key, 'login:password:user:ops@ua.test'));
    expect(bucket?.hits).toBe(0);
  });

  it('rate-limits a client trying many usernames', async () => {
    for (let attempt = 0; attempt < 30; attempt += 1) expect((await manualLogin(`guess-${attempt}@ua.test`, 'whatever-password')).statusCode).toBe(401);
    const limited = await manualLogin('admin@ua.test', DEMO_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    const other = await ctx.app.inject({ method: 'POST', url: AUTH_PATHS.manualLogin, payload: { username: 'admin@ua.test', password: DEMO_PASSWORD }, remoteAddress: '10.0.0.9' });
    expect(other.statusCode).toBe(200);
  });
});

describe('access tokens on signed-in routes', () => {
  const key = () => secretKey(ctx.config.jwtSecret);
  const claimsFor = async (email: string) => ({ sub: String(await ctx.userId(email)), ver: 0 });
  const sign = (claims: Record<string, unknown>, build: (jwt: SignJWT) => SignJWT = (jwt) => jwt) =>
    build(new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuer(TOKEN_ISSUER).setAudience(TOKEN_AUDIENCE).setIssuedAt().setJti('t-1').setExpirationTime('1h')).sign(key());

  it('refuses missing, malformed, tampered, unsigned, foreign and expired tokens with 401 JSON', async () => {
    const good = await ctx.tokenFor('admin@ua.test');
    const [header, payload, signature] = good.split('.');
    const tamperedPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()), sub: String(await ctx.userId('ops@ua.test')) })).toString('base64url');
    const claims = await claimsFor('admin@ua.test');
    const cases: Record<string, Record<string, string>> = {
      missing: {},
      'not Bearer': { authorization: `Token ${good}` },
      garbage: bearer('abc.def.ghi'),
      tampered: bearer(`${header}.${tamperedPayload}.${signature}`),
      'alg none': bearer(new UnsecuredJWT(claims).setIssuer(TOKEN_ISSUER).setAudience(TOKEN_AUDIENCE).setIssuedAt().setJti('x').setExpirationTime('1h').encode()),
      'wrong audience': bearer(await sign(claims, (jwt) => jwt.setAudience('someone-else'))),
      'wrong issuer': bearer(await sign(claims, (jwt) => jwt.setIssuer('someone-else'))),
      'other algorithm': bearer(await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).setIssuer(TOKEN_ISSUER).setAudience(TOKEN_AUDIENCE).setIssuedAt().setJti('x').setExpirationTime('1h').sign(key())),
      'other key': bearer(await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuer(TOKEN_ISSUER).setAudience(TOKEN_AUDIENCE).setIssuedAt().setJti('x').setExpirationTime('1h').sign(secretKey('x'.repeat(40)))),
      expired: bearer(await sign(claims, (jwt) => jwt.setIssuedAt(Math.floor(Date.now() / 1000) - 7200).setExpirationTime(Math.floor(Date.now() / 1000) - 3600))),
    };
    for (const [name, headers] of Object.entries(cases)) {
      const res = await logoutEverywhere(headers);
      expect({ name, status: res.statusCode, json: res.headers['content-type'] }).toEqual({ name, status: 401, json: expect.stringMatching(/application\/json/) });
    }
    expect((await logoutEverywhere(bearer(good))).statusCode).toBe(204);
  });

  it('refuses the token of an inactive user, and one whose version was bumped', async () => {
    const viewer = await ctx.tokenFor('viewer@ua.test');
    await db().update(users).set({ active: false }).where(eq(users.email, 'viewer@ua.test'));
    expect((await logoutEverywhere(bearer(viewer))).statusCode).toBe(401);

    const ops = await ctx.tokenFor('ops@ua.test');
    await db().update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.email, 'ops@ua.test'));
    const res = await logoutEverywhere(bearer(ops));
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toMatch(/revoked/);
  });
});

describe('sign out everywhere', () => {
  it('revokes every access token and refresh token the user holds, and only theirs', async () => {
    const laptop = await signIn();
    const phone = await signIn();
    const other = await signIn('ops@ua.test');

    const res = await logoutEverywhere(bearer(laptop.access));
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await logoutEverywhere(bearer(phone.access))).statusCode).toBe(401);
    expect((await refresh(phone.refresh)).statusCode).toBe(401);
    expect((await refresh(other.refresh)).statusCode).toBe(200);
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'logout_everywhere'))).toHaveLength(1);

    const again = await signIn();
    expect((await refresh(again.refresh)).statusCode).toBe(200);
  });
});

describe('token refresh', () => {
  it('rotates on every use: each refresh token works once and the new pair works', async () => {
    const first = await signIn();
    const second = await refresh(first.refresh);
    expect(second.statusCode).toBe(200);
    const pair = second.json();
    expect(Object.keys(pair).sort()).toEqual(['access', 'refresh']);
    expect(pair.refresh).not.toBe(first.refresh);
    expect((await verifyAccessToken(secretKey(ctx.config.jwtSecret), pair.access))?.userId).toBe(await ctx.userId('admin@ua.test'));
    expect((await refresh(pair.refresh)).statusCode).toBe(200);

    const family = await db().select().from(refreshTokens);
    expect(new Set(family.map((row) => row.familyId)).size).toBe(1);
    expect(family.filter((row) => row.rotatedAt === null)).toHaveLength(1);
  });

  it('revokes the whole family when a rotated token comes back, sparing other sessions', async () => {
    const stolen = await signIn();
    const otherSession = await signIn();
    const owner = (await refresh(stolen.refresh)).json();

    const replay = await refresh(stolen.refresh);
    expect(replay.statusCode).toBe(401);
    expect((await refresh(owner.refresh)).statusCode).toBe(401);
    expect((await refresh(otherSession.refresh)).statusCode).toBe(200);

    const [reused] = await db().select({ familyId: refreshTokens.familyId }).from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(stolen.refresh)));
    const live = await db().select().from(refreshTokens).where(and(eq(refreshTokens.familyId, reused?.familyId ?? ''), isNull(refreshTokens.revokedAt)));
    expect(live).toEqual([]);
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'refresh_token_reuse'))).toHaveLength(1);
  });

  it('lets only one of two simultaneous uses of a token succeed', async () => {
    const session = await signIn();
    const [a, b] = await Promise.all([refresh(session.refresh), refresh(session.refresh)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 401]);
  });

  it('refuses unknown and expired tokens, and inactive users', async () => {
    expect((await refresh('never-issued')).statusCode).toBe(401);

    const expiring = await signIn();
    await db().update(refreshTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await refresh(expiring.refresh)).statusCode).toBe(401);

    const viewer = await signIn('viewer@ua.test');
    await db().update(users).set({ active: false }).where(eq(users.email, 'viewer@ua.test'));
    const res = await refresh(viewer.refresh);
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toMatch(/Sign in again/);
  });
});

describe('registration', () => {
  it('is off by default: 403 with a clear detail, whatever the body', async () => {
    for (const payload of [{ username: 'new@ua.test', password1: 'a-long-enough-pass', password2: 'a-long-enough-pass' }, { username: 'x' }]) {
      const res = await ctx.anonymous.post(AUTH_PATHS.registration, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toMatch(/Registration is turned off/);
    }
    expect(await db().select().from(users).where(eq(users.email, 'new@ua.test'))).toEqual([]);
  });
  // With ALLOW_REGISTRATION=true it is refused too, until addresses can be proven: unproven-accounts.test.ts.
});
