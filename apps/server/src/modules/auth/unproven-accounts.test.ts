import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { ADMIN_PATHS, AUTH_PATHS, INVALID_CREDENTIALS, SHELL_PATHS } from '@ua/contracts';
import { buildApp } from '../../app.ts';
import { DEV_GOOGLE_CLIENT_ID } from '../../config.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { refreshTokens, userAccessLevels, users } from '../../db/schema/staff.ts';
import { hashPassword } from '../../lib/password.ts';
import { createTestContext, demoIds, rowCounts, testConfig, type TestContext } from '../../../test/harness.ts';
import { devIdpKey, mintDevIdpToken } from './dev-idp.tokens.ts';
import { hashToken, newRefreshToken } from './tokens.ts';

/**
 * Self-registration let anyone claim a future colleague's address. An address is unusable until its
 * owner proves it; registration is refused until mail can carry that proof, and the accounts it made
 * before (never proven) neither sign in with their password nor merge into their owner's Google sign-in.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ listen: true, env: { GOOGLE_ALLOWED_DOMAINS: 'partner.test' } });
});
afterAll(async () => ctx.close());
beforeEach(async () => ctx.reset());

const db = () => ctx.database.db;
const ATTACKER_PASSWORD = 'attacker-chose-this-1';

const passwordLogin = (username: string, password: string) => ctx.anonymous.post(AUTH_PATHS.manualLogin, { username, password });
const googleLogin = async (email: string) =>
  ctx.anonymous.post(AUTH_PATHS.googleLogin, { access_token: await mintDevIdpToken(devIdpKey(ctx.config.jwtSecret), { email, clientId: DEV_GOOGLE_CLIENT_ID }) });

/** What POST /api/registration/ made while it was open: a password, no access level, an address nobody proved. */
async function registeredBeforeTheFix(email: string): Promise<number> {
  const [row] = await db()
    .insert(users)
    .values({ email, passwordHash: await hashPassword(ATTACKER_PASSWORD), emailVerifiedAt: null })
    .returning({ id: users.id });
  if (!row) throw new Error('no row');
  await db().insert(auditLog).values({ action: 'create', entityType: 'user', entityId: String(row.id), actorId: row.id, actorEmail: email, after: { email, source: 'registration' } });
  return row.id;
}

async function accountOf(email: string) {
  const [row] = await db().select().from(users).where(eq(users.email, email));
  return row;
}

describe('registration while ALLOW_REGISTRATION=true', () => {
  it('is refused with one 403 whatever the address, saying that an address must first be proven by mail, and creates nothing', async () => {
    const open = await buildApp(testConfig({ ALLOW_REGISTRATION: 'true' }), { database: ctx.database, logger: false });
    try {
      const before = await rowCounts(ctx.database);
      const payloads = [
        { username: 'new.hire@ua.test', password1: 'correct horse battery', password2: 'correct horse battery' },
        { username: 'ADMIN@ua.test', password1: 'correct horse battery', password2: 'correct horse battery' },
        { username: 'new.hire@ua.test', password1: 'Password1234', password2: 'Password1234' },
        { username: 'not-an-email' },
      ];
      const answers = [];
      for (const payload of payloads) answers.push(await open.inject({ method: 'POST', url: AUTH_PATHS.registration, payload }));
      for (const res of answers) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual(answers[0]?.json());
      }
      expect(answers[0]?.json()).toMatchObject({ code: 'auth.registration_closed', detail: expect.stringMatching(/proven with a one-time link sent to it by mail/) });
      expect(await rowCounts(ctx.database)).toEqual(before);
    } finally {
      await open.close();
    }
  });
});

describe('an account registered before, whose address nobody proved', () => {
  it('cannot sign in with its password, even once the admin’s pre-create of its address met 409 and granted it a level', async () => {
    const id = await registeredBeforeTheFix('new.hire@ua.test');
    const ids = await demoIds(ctx);
    const admin = ctx.as('admin@ua.test');

    const precreate = await admin.post(ADMIN_PATHS.staff, { email: 'new.hire@ua.test', first_name: 'New', last_name: 'Hire', access_level_ids: [ids.operations] });
    expect(precreate.statusCode).toBe(409);
    expect((await admin.patch(ADMIN_PATHS.staffItem(id), { access_level_ids: [ids.operations] })).statusCode).toBe(200);
    expect(await db().select().from(userAccessLevels).where(eq(userAccessLevels.userId, id))).toHaveLength(1);

    const res = await passwordLogin('new.hire@ua.test', ATTACKER_PASSWORD);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: INVALID_CREDENTIALS, code: 'auth.invalid_credentials' });
    const [refusal] = await db().select({ after: auditLog.after }).from(auditLog).where(and(eq(auditLog.action, 'sign_in_failed'), eq(auditLog.actorEmail, 'new.hire@ua.test')));
    expect(refusal?.after).toEqual({ method: 'password', reason: 'address never proven (self-registered)' });

    // Nor does a token it was given while its password still worked.
    expect((await ctx.withToken(await ctx.tokenFor('new.hire@ua.test')).get(SHELL_PATHS.userProfile)).statusCode).toBe(401);
  });

  it('is proven by its owner’s Google sign-in, which drops the password and ends every session it opened: no merge', async () => {
    const id = await registeredBeforeTheFix('new.hire@ua.test');
    const earlierAccess = await ctx.tokenFor('new.hire@ua.test');
    const earlierRefresh = newRefreshToken();
    await db().insert(refreshTokens).values({ userId: id, familyId: randomUUID(), tokenHash: hashToken(earlierRefresh), expiresAt: new Date(Date.now() + 86_400_000) });

    const owner = await googleLogin('new.hire@ua.test');
    expect(owner.statusCode).toBe(200);
    expect((await ctx.withToken(owner.json().access_token).get(SHELL_PATHS.userProfile)).statusCode).toBe(200);

    const account = await accountOf('new.hire@ua.test');
    expect(account).toMatchObject({ id, passwordHash: null, emailVerifiedAt: expect.any(Date) });
    expect((await passwordLogin('new.hire@ua.test', ATTACKER_PASSWORD)).statusCode).toBe(401);
    expect((await ctx.withToken(earlierAccess).get(SHELL_PATHS.userProfile)).statusCode).toBe(401);
    expect((await ctx.anonymous.post(AUTH_PATHS.tokenRefresh, { refresh: earlierRefresh })).statusCode).toBe(401);
    const [dropped] = await db().select().from(auditLog).where(eq(auditLog.action, 'unproven_password_dropped'));
    expect(dropped).toMatchObject({ entityId: String(id), after: { provenBy: 'google', passwordDropped: true, sessionsRevoked: true } });

    // Proven once: the next Google sign-in changes nothing more.
    expect((await googleLogin('new.hire@ua.test')).statusCode).toBe(200);
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'unproven_password_dropped'))).toHaveLength(1);
  });
});

describe('proven addresses', () => {
  it('are those of accounts an administrator created, seeded ones and Google’s first sign-ins', async () => {
    const created = await ctx.as('admin@ua.test').post(ADMIN_PATHS.staff, { email: 'pre.created@ua.test', first_name: 'Pre', last_name: 'Created' });
    expect(created.statusCode).toBe(201);
    expect((await googleLogin('nina.patel@partner.test')).statusCode).toBe(200);
    for (const email of ['pre.created@ua.test', 'nina.patel@partner.test', 'admin@ua.test', 'viewer@ua.test']) {
      expect((await accountOf(email))?.emailVerifiedAt, email).toBeInstanceOf(Date);
    }
    expect(await db().select({ id: users.id }).from(users).where(isNull(users.emailVerifiedAt))).toEqual([]);
    // And their password, where they have one, works.
    expect((await passwordLogin('viewer@ua.test', 'demo-password')).statusCode).toBe(200);
  });
});
