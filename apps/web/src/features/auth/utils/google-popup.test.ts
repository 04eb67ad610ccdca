import type { PublicConfig } from '@ua/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAuthorizeUrl, SignInPopupClosedError, waitForProviderToken, type SignInPopup } from './google-popup';
import { createOAuthState } from './oauth-state';

const config: PublicConfig = {
  google_client_id: 'ua-internal-dev.apps.example',
  google_auth_url: '/dev-idp/authorize',
  dev_identity_provider: true,
  public_site_url: 'https://ua.example',
  client_dashboard_url: 'https://dashboard.ua.example',
};

function fakePopup(): SignInPopup & { closed: boolean } {
  return { closed: false, close() { this.closed = true; }, location: { href: 'about:blank' } };
}

function post(data: unknown, origin = window.location.origin) {
  window.dispatchEvent(new MessageEvent('message', { data, origin }));
}

describe('buildAuthorizeUrl', () => {
  it('asks for a token with our client id, our callback, the three scopes and the state', () => {
    const url = new URL(buildAuthorizeUrl(config, 'http://localhost:3000', 'state-1'));
    expect(url.origin + url.pathname).toBe('http://localhost:3000/dev-idp/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'ua-internal-dev.apps.example',
      redirect_uri: 'http://localhost:3000/oauth/callback',
      response_type: 'token',
      scope: 'openid email profile',
      state: 'state-1',
    });
  });

  it('keeps an absolute provider URL, such as Google\u2019s', () => {
    const url = buildAuthorizeUrl({ ...config, google_auth_url: 'https://accounts.google.com/o/oauth2/v2/auth' }, 'https://ua.example', 's');
    expect(url.startsWith('https://accounts.google.com/o/oauth2/v2/auth?client_id=')).toBe(true);
  });
});

describe('createOAuthState', () => {
  it('makes a fresh random state each time and keeps it in sessionStorage', () => {
    const first = createOAuthState();
    expect(sessionStorage.getItem('ua-oauth-state')).toBe(first);
    expect(createOAuthState()).not.toBe(first);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('waitForProviderToken', () => {
  let state: string;
  beforeEach(() => {
    state = createOAuthState();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves with the token the callback page posts from our origin with our state', async () => {
    const waiting = waitForProviderToken(fakePopup());
    post({ type: 'ua-oauth', access_token: 'provider-token', state });
    await expect(waiting).resolves.toBe('provider-token');
  });

  it('ignores messages from another origin and of another kind', async () => {
    const waiting = waitForProviderToken(fakePopup());
    post({ type: 'ua-oauth', access_token: 'evil', state }, 'https://evil.example');
    post({ type: 'something-else', access_token: 'other', state });
    post({ type: 'ua-oauth', access_token: 'provider-token', state });
    await expect(waiting).resolves.toBe('provider-token');
  });

  it('rejects an answer carrying another state', async () => {
    const waiting = waitForProviderToken(fakePopup());
    post({ type: 'ua-oauth', access_token: 'provider-token', state: 'forged' });
    await expect(waiting).rejects.toThrow(/unexpected state/);
  });

  it('rejects the provider\u2019s error answer', async () => {
    const waiting = waitForProviderToken(fakePopup());
    post({ type: 'ua-oauth', error: 'access_denied', state });
    await expect(waiting).rejects.toThrow(/access_denied/);
  });

  it('rejects with SignInPopupClosedError when the popup closes without an answer', async () => {
    vi.useFakeTimers();
    const popup = fakePopup();
    const waiting = waitForProviderToken(popup, { pollIntervalMs: 500, closeGraceMs: 1000 });
    const outcome = expect(waiting).rejects.toBeInstanceOf(SignInPopupClosedError);
    popup.close();
    await vi.advanceTimersByTimeAsync(1500);
    await outcome;
  });

  it('still takes the answer that lands just as the popup closes', async () => {
    vi.useFakeTimers();
    const popup = fakePopup();
    const waiting = waitForProviderToken(popup, { pollIntervalMs: 500, closeGraceMs: 1000 });
    popup.close();
    await vi.advanceTimersByTimeAsync(600);
    post({ type: 'ua-oauth', access_token: 'late-but-fine', state });
    await expect(waiting).resolves.toBe('late-but-fine');
  });
});
