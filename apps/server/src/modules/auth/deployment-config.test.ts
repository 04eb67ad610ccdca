import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, trustProxyOption } from '../../config.ts';

/** The settings that decide who may sign in and whose address is believed, as the server reads them at start. */
const SECRET = 'a-production-secret-of-at-least-32-characters';
const load = (env: Record<string, string>) => loadConfig({ JWT_SECRET: SECRET, DATA_DIR: '/tmp/ua-config-test', ...env });

describe('TRUST_PROXY', () => {
  it('is off by default', () => {
    expect(load({}).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('takes the number of proxies in front, or their addresses and CIDR ranges', () => {
    expect(load({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(load({ TRUST_PROXY: '2', NODE_ENV: 'production' }).trustProxy).toBe(2);
    expect(load({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.5']);
    expect(load({ TRUST_PROXY: 'loopback,fd00::/8,::1', NODE_ENV: 'production' }).trustProxy).toEqual(['loopback', 'fd00::/8', '::1']);
  });

  it('hands Fastify a hop count as a function trusting that many hops (Fastify trusts nobody for a bare number)', () => {
    const option = trustProxyOption(2);
    expect(typeof option).toBe('function');
    const trusts = option as (address: string, hop: number) => boolean;
    expect([trusts('10.0.0.1', 0), trusts('10.0.0.2', 1), trusts('203.0.113.9', 2)]).toEqual([true, true, false]);
    expect(trustProxyOption(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
  });

  it('refuses a bare true in production, in one sentence, and what is neither a count nor addresses anywhere', () => {
    expect(() => load({ TRUST_PROXY: 'true', NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => load({ TRUST_PROXY: 'true', NODE_ENV: 'production' })).toThrow(/^TRUST_PROXY=true would let any client choose its own address[^\n]*\.$/);
    expect(load({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    for (const bad of ['10.0.0.0/33', 'proxy.internal', '10.0.0.1/8/1', '1.5', 'yes please']) {
      expect(() => load({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY must be false, the number of proxies in front/);
    }
  });
});

describe('SIGN_IN_FAILURE_CEILING', () => {
  it('defaults to 300 failed password sign-ins per window, and takes a positive number', () => {
    expect(load({}).signInFailureCeiling).toBe(300);
    expect(load({ SIGN_IN_FAILURE_CEILING: '50' }).signInFailureCeiling).toBe(50);
    expect(() => load({ SIGN_IN_FAILURE_CEILING: '0' })).toThrow(ConfigError);
  });
});

describe('the local identity provider', () => {
  const postgres = 'postgres://ua:secret@db.internal:5432/ua_internal';

  it('runs on the embedded database outside production', () => {
    expect(load({}).devIdentityProvider).toBe(true);
    expect(load({ NODE_ENV: 'test' }).devIdentityProvider).toBe(true);
  });

  it('stays off with DATABASE_URL set and NODE_ENV unset, and Google sign-in then has no client id of ours', () => {
    const config = load({ DATABASE_URL: postgres });
    expect(config.env).toBe('development');
    expect(config.devIdentityProvider).toBe(false);
    expect(config.google).toMatchObject({ clientId: '', authUrl: 'https://accounts.google.com/o/oauth2/v2/auth', tokeninfoUrl: 'https://oauth2.googleapis.com/tokeninfo' });
  });

  it('runs on PostgreSQL only with DEV_IDENTITY_PROVIDER=true, and can be turned off on the embedded database', () => {
    expect(load({ DATABASE_URL: postgres, DEV_IDENTITY_PROVIDER: 'true' })).toMatchObject({ devIdentityProvider: true, google: { clientId: 'ua-internal-dev.apps.local', tokeninfoUrl: null } });
    expect(load({ DEV_IDENTITY_PROVIDER: 'false' }).devIdentityProvider).toBe(false);
  });

  it('is refused in production and beside GOOGLE_CLIENT_ID, in one sentence each', () => {
    expect(() => load({ NODE_ENV: 'production', DEV_IDENTITY_PROVIDER: 'true' })).toThrow(/^DEV_IDENTITY_PROVIDER=true is refused in production[^\n]*\.$/);
    expect(() => load({ GOOGLE_CLIENT_ID: 'x.apps.googleusercontent.com', DEV_IDENTITY_PROVIDER: 'true' })).toThrow(/^DEV_IDENTITY_PROVIDER=true cannot be combined with GOOGLE_CLIENT_ID/);
    expect(load({ NODE_ENV: 'production' }).devIdentityProvider).toBe(false);
    expect(load({ GOOGLE_CLIENT_ID: 'x.apps.googleusercontent.com' }).devIdentityProvider).toBe(false);
  });
});

describe('WhatsApp in production', () => {
  const full = { WHATSAPP_API_URL: 'https://graph.facebook.com', WHATSAPP_PHONE_NUMBER_ID: '1234567890', WHATSAPP_TOKEN: 'token', WHATSAPP_APP_SECRET: 'app-secret', WHATSAPP_VERIFY_TOKEN: 'verify' };

  it('is set up whole, or off: half a setup is refused at start, naming what is missing', () => {
    expect(load({ NODE_ENV: 'production', ...full }).whatsapp).toMatchObject({ apiUrl: 'https://graph.facebook.com', appSecret: 'app-secret', verifyToken: 'verify' });
    const { WHATSAPP_APP_SECRET: _secret, WHATSAPP_VERIFY_TOKEN: _verify, ...half } = full;
    expect(() => load({ NODE_ENV: 'production', ...half })).toThrow(/^WhatsApp is half set up: WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN must be set too/);
  });

  it('when off, has no secret or verify token anyone could know, and no API: sending answers that it is not set up', () => {
    expect(load({ NODE_ENV: 'production' }).whatsapp).toMatchObject({ apiUrl: null, appSecret: '', verifyToken: '' });
    // Outside production the stand-in takes its place, with credentials of its own.
    expect(load({ NODE_ENV: 'development' }).whatsapp.appSecret).toMatch(/^stand-in-/);
  });
});
