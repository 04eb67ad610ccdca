import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { AUTH_PATHS, INVALID_CREDENTIALS } from '@ua/contracts';
import { buildApp } from '../../app.ts';
import { DEV_GOOGLE_CLIENT_ID } from '../../config.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { userAccessLevels, users } from '../../db/schema/staff.ts';
import { createTestContext, testConfig, type TestContext } from '../../../test/harness.ts';
import { devIdpKey, mintDevIdpToken } from './dev-idp.tokens.ts';
import { secretKey, verifyAccessToken } from './tokens.ts';

let ctx: TestContext;
let base: string;
let mint: (email: string, options?: { clientId?: string; emailVerified?: boolean; expiresAt?: number }) => Promise<string>;

beforeAll(async () => {
  ctx = await createTestContext({ listen: true, env: { GOOGLE_ALLOWED_DOMAINS: 'partner.test' } });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  const key = devIdpKey(ctx.config.jwtSecret);
  mint = (email, options = {}) => mintDevIdpToken(key, { email, clientId: options.clientId ?? DEV_GOOGLE_CLIENT_ID, ...options });
});
afterAll(async () => ctx.close());
beforeEach(async () => ctx.reset());

const exchange = (accessToken: string) => ctx.anonymous.post(AUTH_PATHS.googleLogin, { access_token: accessToken });

const authorizeQuery = (overrides: Record<string, string> = {}) =>
  new URLSearchParams({ client_id: DEV_GOOGLE_CLIENT_ID, redirect_uri: '/oauth/callback', response_type: 'token', scope: 'openid email profile', state: 'st-123', ...overrides });

/** Chooses an account on the local identity provider's page, as the popup's form does. */
async function chooseAccount(email: string, overrides: Record<string, string> = {}): Promise<Response> {
  const form = authorizeQuery(overrides);
  form.set('email', email);
  return fetch(`${base}/dev-idp/authorize`, { method: 'POST', body: form, redirect: 'manual' });
}

function fragmentOf(location: string | null): URLSearchParams {
  return new URLSearchParams(new URL(location ?? '').hash.slice(1));
}

async function failures() {
  return ctx.database.db.select({ actorEmail: auditLog.actorEmail, after: auditLog.after }).from(auditLog).where(eq(auditLog.action, 'sign_in_failed'));
}

function expectInvalidCredentials(res: { statusCode: number; json(): unknown }) {
  expect(res.statusCode).toBe(401);
  expect(res.json()).toMatchObject({ detail: INVALID_CREDENTIALS });
}

describe('the local identity provider and the Google exchange, over real HTTP', () => {
  it('signs a staff member in: page -> choice -> 302 with the token -> tokeninfo -> userinfo -> exchange', async () => {
    const page = await fetch(`${base}/dev-idp/authorize?${authorizeQuery()}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('Development sign-in — local identity provider');
    expect(html).not.toMatch(/<script/i);
    for (const email of ['admin@ua.test', 'ops@ua.test', 'viewer@ua.test']) expect(html).toContain(`name="email" value="${email}"`);
    expect(html).toContain('Asha Rao');

    const chosen = await chooseAccount('admin@ua.test');
    expect(chosen.status).toBe(302);
    const location = chosen.headers.get('location');
    expect(location?.startsWith(`${base}/oauth/callback#`)).toBe(true);
    const fragment = fragmentOf(location);
    expect(fragment.get('token_type')).toBe('Bearer');
    expect(fragment.get('expires_in')).toBe('3599');
    expect(fragment.get('state')).toBe('st-123');
    const googleToken = fragment.get('access_token') ?? '';

    const tokeninfo = await fetch(`${base}/dev-idp/tokeninfo?access_token=${encodeURIComponent(googleToken)}`);
    const info = (await tokeninfo.json()) as Record<string, string>;
    expect(info).toMatchObject({ aud: DEV_GOOGLE_CLIENT_ID, azp: DEV_GOOGLE_CLIENT_ID, email: 'admin@ua.test', email_verified: 'true', scope: 'openid email profile' });
    expect(Number(info.exp)).toBeGreaterThan(Date.now() / 1000 + 3500);
    expect(Number(info.expires_in)).toBeGreaterThan(3500);

    const userinfo = await fetch(`${base}/dev-idp/userinfo`, { headers: { authorization: `Bearer ${googleToken}` } });
    expect(await userinfo.json()).toEqual({ sub: info.sub, email: 'admin@ua.test', email_verified: true, name: 'Asha Rao', given_name: 'Asha', family_name: 'Rao', hd: 'ua.test' });

    const exchanged = await fetch(`${base}${AUTH_PATHS.googleLogin}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ access_token: googleToken }) });
    expect(exchanged.status).toBe(200);
    const body = (await exchanged.json()) as { access_token: string; refresh: string };
    expect(Object.keys(body).sort()).toEqual(['access_token', 'refresh']);
    const claims = await verifyAccessToken(secretKey(ctx.config.jwtSecret), body.access_token);
    expect(claims?.userId).toBe(await ctx.userId('admin@ua.test'));

    const [admin] = await ctx.database.db.select().from(users).where(eq(users.email, 'admin@ua.test'));
    expect(admin).toMatchObject({ firstName: 'Asha', lastName: 'Rao', hostedDomain: 'ua.test' });
    expect(admin?.lastLoginAt).toBeInstanceOf(Date);
    const [audit] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'sign_in'));
    expect(audit).toMatchObject({ entityType: 'user', entityId: String(admin?.id), actorId: admin?.id, after: { method: 'google' } });
  });

  it('refreshes the names Google gives at each sign-in', async () => {
    await ctx.database.db.insert(users).values({ email: 'sam.lee@ua.test' });
    const res = await exchange(await mint('Sam.Lee@ua.test'));
    expect(res.statusCode).toBe(200);
    const [sam] = await ctx.database.db.select().from(users).where(eq(users.email, 'sam.lee@ua.test'));
    expect(sam).toMatchObject({ firstName: 'Sam', lastName: 'Lee', hostedDomain: 'ua.test' });
    expect(sam?.lastLoginAt).toBeInstanceOf(Date);
  });

  it('refuses a token minted for another app (wrong aud), though it is genuine', async () => {
    const chosen = await chooseAccount('admin@ua.test', { client_id: 'another-app.apps.googleusercontent.com' });
    const token = fragmentOf(chosen.headers.get('location')).get('access_token') ?? '';
    expectInvalidCredentials(await exchange(token));
    expect(await failures()).toEqual([{ actorEmail: 'admin@ua.test', after: { method: 'google', reason: expect.stringContaining('another client') } }]);
  });

  it('refuses an expired token: tokeninfo rejects it as Google does', async () => {
    const token = await mint('admin@ua.test', { expiresAt: Math.floor(Date.now() / 1000) - 60 });
    const info = await fetch(`${base}/dev-idp/tokeninfo?access_token=${token}`);
    expect(info.status).toBe(400);
    expect(await info.json()).toEqual({ error: 'invalid_token', error_description: 'Invalid Value' });
    expectInvalidCredentials(await exchange(token));
  });

  it('refuses an unverified email', async () => {
    const token = await mint('admin@ua.test', { emailVerified: false });
    const info = (await (await fetch(`${base}/dev-idp/tokeninfo?access_token=${token}`)).json()) as Record<string, string>;
    expect(info.email_verified).toBe('false');
    expectInvalidCredentials(await exchange(token));
    expect((await failures())[0]?.after).toEqual({ method: 'google', reason: 'email is not verified' });
  });

  it('refuses a verified account that is no staff and outside the allowed domains, creating nothing', async () => {
    const chosen = await chooseAccount('intruder@elsewhere.test');
    expectInvalidCredentials(await exchange(fragmentOf(chosen.headers.get('location')).get('access_token') ?? ''));
    expect(await ctx.database.db.select().from(users).where(eq(users.email, 'intruder@elsewhere.test'))).toEqual([]);
    expect((await failures())[0]).toMatchObject({ actorEmail: 'intruder@elsewhere.test' });
  });

  it('creates an account with no access level for the first sign-in from an allowed domain', async () => {
    const first = await exchange(await mint('nina.patel@partner.test'));
    expect(first.statusCode).toBe(200);
    const [nina] = await ctx.database.db.select().from(users).where(eq(users.email, 'nina.patel@partner.test'));
    expect(nina).toMatchObject({ firstName: 'Nina', lastName: 'Patel', hostedDomain: 'partner.test', active: true, passwordHash: null });
    expect(await ctx.database.db.select().from(userAccessLevels).where(eq(userAccessLevels.userId, nina?.id ?? 0))).toEqual([]);
    const created = await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'create'), eq(auditLog.entityId, String(nina?.id))));
    expect(created).toHaveLength(1);

    const again = await exchange(await mint('nina.patel@partner.test'));
    expect(again.statusCode).toBe(200);
    expect(await ctx.database.db.select().from(users).where(eq(users.email, 'nina.patel@partner.test'))).toHaveLength(1);
  });

  it('refuses an inactive staff account', async () => {
    await ctx.database.db.update(users).set({ active: false }).where(eq(users.email, 'viewer@ua.test'));
    expectInvalidCredentials(await exchange(await mint('viewer@ua.test')));
    expect((await failures())[0]?.after).toEqual({ method: 'google', reason: 'account is inactive' });
  });

  it('refuses forged tokens, and our own access token, as Google tokens', async () => {
    const forged = await mintDevIdpToken(devIdpKey('another-secret-another-secret-another-secret'), { email: 'admin@ua.test', clientId: DEV_GOOGLE_CLIENT_ID });
    expectInvalidCredentials(await exchange(forged));
    expectInvalidCredentials(await exchange('not-a-token'));
    expectInvalidCredentials(await exchange(await ctx.tokenFor('admin@ua.test')));
  });

  it('never accepts one of its tokens as our access token', async () => {
    const res = await ctx.withToken(await mint('admin@ua.test')).post(AUTH_PATHS.logoutEverywhere);
    expect(res.statusCode).toBe(401);
  });

  it('answers userinfo without a valid Bearer token with 401 invalid_token', async () => {
    const res = await fetch(`${base}/dev-idp/userinfo`, { headers: { authorization: 'Bearer nope' } });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toContain('invalid_token');
    expect(await res.json()).toMatchObject({ error: 'invalid_token' });
  });

  it('rate-limits refused Google exchanges per client with 429 and Retry-After, never a valid token', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt += 1) statuses.push((await exchange('bad-token')).statusCode);
    expect(statuses.every((status) => status === 401)).toBe(true);
    const limited = await exchange('bad-token');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    expect(limited.json().detail).toMatch(/Too many attempts/);
    expect((await exchange(await mint('admin@ua.test'))).statusCode).toBe(200);
  });
});

describe('the local identity provider’s page', () => {
  it.each([
    ['another site', () => 'https://evil.test/callback'],
    ['a protocol-relative URL', () => '//evil.test/callback'],
    ['a backslash trick', () => '/\\evil.test/callback'],
    ['a script URL', () => 'javascript:alert(1)'],
    ['a URL with credentials', () => base.replace('http://', 'http://user:pw@') + '/callback'],
  ])('refuses to send tokens to %s', async (_case, target) => {
    const redirectUri = target();
    const page = await fetch(`${base}/dev-idp/authorize?${authorizeQuery({ redirect_uri: redirectUri })}`);
    expect(page.status).toBe(400);
    const chosen = await chooseAccount('admin@ua.test', { redirect_uri: redirectUri });
    expect(chosen.status).toBe(400);
    expect(chosen.headers.get('location')).toBeNull();
  });

  it('sends tokens to PUBLIC_SITE_URL’s origin, and lets its form post there', async () => {
    const redirectUri = `${ctx.config.publicSiteUrl}/oauth/callback`;
    const page = await fetch(`${base}/dev-idp/authorize?${authorizeQuery({ redirect_uri: redirectUri })}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain(`form-action 'self' ${new URL(ctx.config.publicSiteUrl).origin}`);
    const chosen = await chooseAccount('admin@ua.test', { redirect_uri: redirectUri });
    expect(chosen.headers.get('location')?.startsWith(`${redirectUri}#access_token=`)).toBe(true);
  });

  it('escapes what it echoes and re-asks for a malformed email', async () => {
    const state = '"><script>alert(1)</script>';
    const page = await (await fetch(`${base}/dev-idp/authorize?${authorizeQuery({ state })}`)).text();
    expect(page).not.toContain(state);
    expect(page).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');

    const chosen = await chooseAccount('<b>not-an-email</b>');
    expect(chosen.status).toBe(400);
    const html = await chosen.text();
    expect(html).toContain('&lt;b&gt;not-an-email&lt;/b&gt;” is not an email address.');
    expect(html).not.toContain('<b>not-an-email');
  });

  it('compares origins as URLs: a Host header naming the default port is this site', async () => {
    const form = authorizeQuery();
    form.set('email', 'admin@ua.test');
    const res = await ctx.anonymous.post('/dev-idp/authorize', form.toString(), { headers: { host: 'localhost:80', 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^http:\/\/localhost\/oauth\/callback#access_token=/);
  });

  it('answers a malformed tokeninfo query with a 400 JSON detail, never a 5xx', async () => {
    const res = await fetch(`${base}/dev-idp/tokeninfo?access_token[]=a&access_token[]=b`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ detail: expect.any(String) });
  });

  it('speaks only the implicit flow, for printable client ids', async () => {
    expect((await fetch(`${base}/dev-idp/authorize?${authorizeQuery({ response_type: 'code' })}`)).status).toBe(400);
    expect((await fetch(`${base}/dev-idp/authorize?${authorizeQuery({ client_id: 'app\u0000id' })}`)).status).toBe(400);
    expect((await chooseAccount('admin@ua.test', { client_id: 'app\u0000id' })).status).toBe(400);
  });
});

describe('public configuration', () => {
  it('tells the web app to use the local identity provider when no Google client id is set', async () => {
    const res = await ctx.anonymous.get(AUTH_PATHS.publicConfig);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      google_client_id: DEV_GOOGLE_CLIENT_ID,
      google_auth_url: '/dev-idp/authorize',
      dev_identity_provider: true,
      public_site_url: 'http://localhost:3000',
      client_dashboard_url: 'http://localhost:3000/client-dashboard',
    });
  });
});

describe('with a Google client id configured', () => {
  it('serves no local identity provider, and verifies against the configured Google URLs', async () => {
    // The listening app's identity provider stands in for Google, at configured URLs.
    const config = testConfig({
      GOOGLE_CLIENT_ID: 'real-client.apps.googleusercontent.com',
      GOOGLE_TOKENINFO_URL: `${base}/dev-idp/tokeninfo`,
      GOOGLE_USERINFO_URL: `${base}/dev-idp/userinfo`,
      PUBLIC_SITE_URL: 'https://staff.ua.example',
    });
    const withGoogle = await buildApp(config, { database: ctx.database, logger: false });
    try {
      const publicConfig = await withGoogle.inject({ method: 'GET', url: AUTH_PATHS.publicConfig });
      expect(publicConfig.json()).toMatchObject({
        google_client_id: 'real-client.apps.googleusercontent.com',
        google_auth_url: 'https://accounts.google.com/o/oauth2/v2/auth',
        dev_identity_provider: false,
        public_site_url: 'https://staff.ua.example',
      });
      expect((await withGoogle.inject({ method: 'GET', url: '/dev-idp/authorize' })).statusCode).toBe(404);

      const signedIn = await withGoogle.inject({ method: 'POST', url: AUTH_PATHS.googleLogin, payload: { access_token: await mint('ops@ua.test', { clientId: 'real-client.apps.googleusercontent.com' }) } });
      expect(signedIn.statusCode).toBe(200);
      const devToken = await withGoogle.inject({ method: 'POST', url: AUTH_PATHS.googleLogin, payload: { access_token: await mint('ops@ua.test') } });
      expect(devToken.statusCode).toBe(401);
    } finally {
      await withGoogle.close();
    }
  });

  it('never serves the local identity provider in production', async () => {
    const config = testConfig({ NODE_ENV: 'production' });
    expect(config.devIdentityProvider).toBe(false);
    const production = await buildApp(config, { database: ctx.database, logger: false });
    try {
      expect((await production.inject({ method: 'GET', url: `/dev-idp/authorize?${authorizeQuery()}` })).statusCode).toBe(404);
      expect((await production.inject({ method: 'GET', url: '/dev-idp/tokeninfo?access_token=x' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
