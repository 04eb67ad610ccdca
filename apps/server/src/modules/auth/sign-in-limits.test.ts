import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { AUTH_PATHS } from '@ua/contracts';
import { buildApp } from '../../app.ts';
import { DEV_GOOGLE_CLIENT_ID } from '../../config.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { rateLimitBuckets } from '../../db/schema/staff.ts';
import { DEMO_PASSWORD } from '../../seed/demo.ts';
import { createTestContext, testConfig, type TestContext } from '../../../test/harness.ts';
import { devIdpKey, mintDevIdpToken } from './dev-idp.tokens.ts';

/**
 * Who a sign-in is counted against: the address a trusted proxy saw (never one the client wrote into
 * X-Forwarded-For), failures only, each method on its own, and a ceiling of all addresses together.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ listen: true });
});
afterAll(async () => ctx.close());
beforeEach(async () => ctx.reset());

type Call = { address?: string; forwardedFor?: string };

function passwordLogin(app: FastifyInstance, username: string, password: string, call: Call = {}) {
  return app.inject({
    method: 'POST',
    url: AUTH_PATHS.manualLogin,
    payload: { username, password },
    ...(call.address ? { remoteAddress: call.address } : {}),
    ...(call.forwardedFor ? { headers: { 'x-forwarded-for': call.forwardedFor } } : {}),
  });
}

function googleLogin(app: FastifyInstance, accessToken: string, call: Call = {}) {
  return app.inject({ method: 'POST', url: AUTH_PATHS.googleLogin, payload: { access_token: accessToken }, ...(call.address ? { remoteAddress: call.address } : {}) });
}

const googleToken = (email: string) => mintDevIdpToken(devIdpKey(ctx.config.jwtSecret), { email, clientId: DEV_GOOGLE_CLIENT_ID });

/** Another app on the same database with other settings, listening (its Google sign-in reaches its own identity provider). */
async function withApp(env: Record<string, string>, run: (app: FastifyInstance) => Promise<void>): Promise<void> {
  const app = await buildApp(testConfig(env), { database: ctx.database, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  expect((app.server.address() as AddressInfo).port).toBeGreaterThan(0);
  try {
    await run(app);
  } finally {
    await app.close();
  }
}

describe('TRUST_PROXY with a hop count', () => {
  it('counts failures against the address the proxy saw, not one the client forged in X-Forwarded-For, and audits that address', async () => {
    await withApp({ TRUST_PROXY: '1' }, async (app) => {
      // Each attempt forges another first hop; the load balancer (the socket) appended the real one.
      for (let attempt = 0; attempt < 30; attempt += 1) {
        const res = await passwordLogin(app, `guess-${attempt}@ua.test`, 'not-the-password', { forwardedFor: `203.0.113.${attempt}, 198.51.100.7` });
        expect(res.statusCode).toBe(401);
      }
      const limited = await passwordLogin(app, 'admin@ua.test', DEMO_PASSWORD, { forwardedFor: '203.0.113.250, 198.51.100.7' });
      expect(limited.statusCode).toBe(429);
      // Someone else behind the same balancer is not that client.
      expect((await passwordLogin(app, 'admin@ua.test', DEMO_PASSWORD, { forwardedFor: '198.51.100.8' })).statusCode).toBe(200);

      const [failed] = await ctx.database.db.select({ ip: auditLog.ip }).from(auditLog).where(eq(auditLog.action, 'sign_in_failed')).orderBy(desc(auditLog.id)).limit(1);
      expect(failed?.ip).toBe('198.51.100.7');
    });
  });
});

describe('the ceiling of failed password sign-ins of every address together', () => {
  it('pauses password sign-in for everyone once failures spread over many addresses reach it, and leaves Google open', async () => {
    await withApp({ SIGN_IN_FAILURE_CEILING: '5' }, async (app) => {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await passwordLogin(app, `guess-${attempt}@ua.test`, 'not-the-password', { address: `203.0.113.${attempt + 1}` })).statusCode).toBe(401);
      }
      const wall = await passwordLogin(app, 'admin@ua.test', DEMO_PASSWORD, { address: '192.0.2.44' });
      expect(wall.statusCode).toBe(429);
      expect(Number(wall.headers['retry-after'])).toBeGreaterThan(0);
      expect((await googleLogin(app, await googleToken('admin@ua.test'), { address: '192.0.2.44' })).statusCode).toBe(200);
    });
  });
});

describe('sign-in limits count failures only, each method on its own', () => {
  it('lets 40 people behind one office address sign in with passwords, and one person many times', async () => {
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const who = ['admin@ua.test', 'ops@ua.test', 'viewer@ua.test'][attempt % 3] ?? 'admin@ua.test';
      expect((await passwordLogin(ctx.app, who, DEMO_PASSWORD, { address: '192.0.2.10' })).statusCode, `sign-in ${attempt + 1}`).toBe(200);
    }
  });

  it('lets 40 Google sign-ins through from one office address', async () => {
    for (let attempt = 0; attempt < 40; attempt += 1) {
      expect((await googleLogin(ctx.app, await googleToken('ops@ua.test'), { address: '192.0.2.11' })).statusCode, `sign-in ${attempt + 1}`).toBe(200);
    }
  });

  it('never lets bad passwords from an address throttle a valid Google token from it', async () => {
    for (let attempt = 0; attempt < 31; attempt += 1) await passwordLogin(ctx.app, `guess-${attempt}@ua.test`, 'not-the-password', { address: '192.0.2.12' });
    expect((await passwordLogin(ctx.app, 'admin@ua.test', DEMO_PASSWORD, { address: '192.0.2.12' })).statusCode).toBe(429);
    expect((await googleLogin(ctx.app, await googleToken('admin@ua.test'), { address: '192.0.2.12' })).statusCode).toBe(200);
  });

  it('keeps counters true under simultaneous attempts sharing them: no 5xx, and only the failures stay counted', async () => {
    const attempts = Array.from({ length: 24 }, (_, attempt) =>
      attempt % 2 === 0 ? passwordLogin(ctx.app, ['admin@ua.test', 'ops@ua.test', 'viewer@ua.test'][attempt % 3] ?? 'admin@ua.test', DEMO_PASSWORD, { address: '192.0.2.14' }) : passwordLogin(ctx.app, `guess-${attempt}@ua.test`, 'not-the-password', { address: '192.0.2.14' }),
    );
    const statuses = (await Promise.all(attempts)).map((res) => res.statusCode);
    expect(statuses.every((status) => [200, 401, 429].includes(status))).toBe(true);
    const [bucket] = await ctx.database.db.select().from(rateLimitBuckets).where(eq(rateLimitBuckets.key, 'login:password:ip:192.0.2.14'));
    expect(bucket?.hits).toBe(statuses.filter((status) => status === 401).length);
  });

  it('checks the Google token first: refused tokens count against Google only, and a valid one still gets in', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) statuses.push((await googleLogin(ctx.app, 'bad-token', { address: '192.0.2.13' })).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await googleLogin(ctx.app, await googleToken('admin@ua.test'), { address: '192.0.2.13' })).statusCode).toBe(200);
    expect((await passwordLogin(ctx.app, 'admin@ua.test', DEMO_PASSWORD, { address: '192.0.2.13' })).statusCode).toBe(200);
  });
});
