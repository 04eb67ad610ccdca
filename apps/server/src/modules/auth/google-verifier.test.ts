import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Config } from '../../config.ts';
import { googleEndpoints, verifyGoogleAccessToken, type GoogleEndpoints } from './google-verifier.ts';

const CLIENT_ID = 'ours.apps.googleusercontent.com';
const endpoints: GoogleEndpoints = { clientId: CLIENT_ID, tokeninfoUrl: 'https://idp.test/tokeninfo', userinfoUrl: 'https://idp.test/userinfo' };
const inOneHour = () => String(Math.floor(Date.now() / 1000) + 3600);

type Answer = { status?: number; body: unknown } | Error;

/** Stands in for Google: the first call is tokeninfo, the second userinfo. */
function stubGoogle(tokeninfo: Answer, userinfo: Answer = { body: {} }) {
  const calls: Array<{ url: string; authorization: string | null }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | string, init?: RequestInit) => {
      calls.push({ url: String(input), authorization: new Headers(init?.headers).get('authorization') });
      const answer = calls.length === 1 ? tokeninfo : userinfo;
      if (answer instanceof Error) throw answer;
      return Response.json(answer.body, { status: answer.status ?? 200 });
    }),
  );
  return calls;
}

const validTokeninfo = (overrides: Record<string, unknown> = {}) => ({
  body: { aud: CLIENT_ID, azp: CLIENT_ID, sub: '1001', email: 'Asha.Rao@UA.test', email_verified: 'true', exp: inOneHour(), expires_in: '3599', ...overrides },
});
const validUserinfo = (overrides: Record<string, unknown> = {}) => ({
  body: { sub: '1001', email: 'asha.rao@ua.test', email_verified: true, given_name: 'Asha', family_name: 'Rao', picture: 'https://lh3.googleusercontent.com/a/photo', hd: 'UA.test', ...overrides },
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('verifyGoogleAccessToken', () => {
  it('accepts a token issued to our client id and reads the profile with the token as Bearer', async () => {
    const calls = stubGoogle(validTokeninfo(), validUserinfo());
    const result = await verifyGoogleAccessToken('ya29.token', endpoints);
    expect(result).toEqual({
      ok: true,
      identity: { sub: '1001', email: 'asha.rao@ua.test', givenName: 'Asha', familyName: 'Rao', picture: 'https://lh3.googleusercontent.com/a/photo', hostedDomain: 'ua.test' },
    });
    expect(calls[0]?.url).toBe('https://idp.test/tokeninfo?access_token=ya29.token');
    expect(calls[1]).toEqual({ url: 'https://idp.test/userinfo', authorization: 'Bearer ya29.token' });
  });

  it('accepts a token whose azp alone is our client id', async () => {
    stubGoogle(validTokeninfo({ aud: 'other-audience' }), validUserinfo());
    expect((await verifyGoogleAccessToken('t', endpoints)).ok).toBe(true);
  });

  it('refuses a token issued to another app, without asking for the profile', async () => {
    const calls = stubGoogle(validTokeninfo({ aud: 'theirs', azp: 'theirs' }));
    const result = await verifyGoogleAccessToken('t', endpoints);
    expect(result).toMatchObject({ ok: false, email: 'asha.rao@ua.test', reason: expect.stringContaining('another client') });
    expect(calls).toHaveLength(1);
  });

  it.each([
    ['expired', validTokeninfo({ exp: String(Math.floor(Date.now() / 1000) - 5) }), 'expired'],
    ['no expiry at all', validTokeninfo({ exp: undefined, expires_in: undefined }), 'expired'],
    ['unverified email', validTokeninfo({ email_verified: 'false' }), 'not verified'],
    ['no email scope', validTokeninfo({ email: undefined }), 'no valid email'],
    ['provider refusal', { status: 400, body: { error: 'invalid_token' } }, 'answered 400'],
    ['unexpected shape', { body: { hello: 'world' } }, 'unexpected answer shape'],
  ])('refuses a token with %s', async (_case, tokeninfo, reason) => {
    stubGoogle(tokeninfo, validUserinfo());
    const result = await verifyGoogleAccessToken('t', endpoints);
    expect(result).toMatchObject({ ok: false, reason: expect.stringContaining(reason) });
  });

  it('refuses when userinfo describes someone else or an unverified email', async () => {
    stubGoogle(validTokeninfo(), validUserinfo({ sub: '2002' }));
    expect(await verifyGoogleAccessToken('t', endpoints)).toMatchObject({ ok: false, reason: expect.stringContaining('another subject') });
    stubGoogle(validTokeninfo(), validUserinfo({ email: 'someone@else.test' }));
    expect(await verifyGoogleAccessToken('t', endpoints)).toMatchObject({ ok: false, reason: expect.stringContaining('differs') });
    stubGoogle(validTokeninfo(), validUserinfo({ email_verified: false }));
    expect(await verifyGoogleAccessToken('t', endpoints)).toMatchObject({ ok: false, reason: expect.stringContaining('not verified') });
  });

  it('refuses, never throws, when the provider times out or cannot be reached', async () => {
    stubGoogle(new DOMException('The operation timed out.', 'TimeoutError'));
    expect(await verifyGoogleAccessToken('t', endpoints)).toMatchObject({ ok: false, reason: expect.stringContaining('no answer within') });
    stubGoogle(validTokeninfo(), new TypeError('fetch failed'));
    expect(await verifyGoogleAccessToken('t', endpoints)).toMatchObject({ ok: false, reason: 'userinfo: unreachable (TypeError)' });
  });

  it('refuses everything when no client id is configured', async () => {
    const calls = stubGoogle(validTokeninfo({ aud: '', azp: '' }));
    expect(await verifyGoogleAccessToken('t', { ...endpoints, clientId: '' })).toMatchObject({ ok: false, reason: 'no Google client id is configured' });
    expect(calls).toHaveLength(0);
  });

  it('keeps only an https URL as the picture, and trims names', async () => {
    stubGoogle(validTokeninfo(), validUserinfo({ picture: 'javascript:alert(1)', given_name: '  Asha  ', family_name: '   ' }));
    const result = await verifyGoogleAccessToken('t', endpoints);
    expect(result).toMatchObject({ ok: true, identity: { picture: null, givenName: 'Asha', familyName: null } });
    stubGoogle(validTokeninfo(), validUserinfo({ picture: 'http://example.test/photo.jpg' }));
    expect(await verifyGoogleAccessToken('t', endpoints)).toMatchObject({ ok: true, identity: { picture: null } });
  });
});

describe('googleEndpoints', () => {
  const googleConfig = (urls: Partial<Config['google']> = {}): Config['google'] => ({
    clientId: CLIENT_ID,
    allowedDomains: [],
    authUrl: '/dev-idp/authorize',
    tokeninfoUrl: null,
    userinfoUrl: null,
    ...urls,
  });

  it('points at this server’s own local identity provider, on the address it listens on', () => {
    expect(googleEndpoints(googleConfig(), { address: '0.0.0.0', family: 'IPv4', port: 4321 })).toEqual({
      clientId: CLIENT_ID,
      tokeninfoUrl: 'http://127.0.0.1:4321/dev-idp/tokeninfo',
      userinfoUrl: 'http://127.0.0.1:4321/dev-idp/userinfo',
    });
    expect(googleEndpoints(googleConfig(), { address: '::1', family: 'IPv6', port: 80 })?.tokeninfoUrl).toBe('http://[::1]:80/dev-idp/tokeninfo');
  });

  it('has no local endpoints before the server listens', () => {
    expect(googleEndpoints(googleConfig(), null)).toBeNull();
  });

  it('uses the configured URLs as they are', () => {
    const configured = googleConfig({ tokeninfoUrl: 'https://oauth2.googleapis.com/tokeninfo', userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo' });
    expect(googleEndpoints(configured, null)).toEqual({ clientId: CLIENT_ID, tokeninfoUrl: 'https://oauth2.googleapis.com/tokeninfo', userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo' });
  });
});
