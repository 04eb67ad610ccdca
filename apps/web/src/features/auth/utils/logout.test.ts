import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAccessToken, storeAccessToken } from '../../../lib/access-token-cookie';
import { reloadPage } from '../../../lib/reload-page';
import { showErrorToast } from '../../../lib/toast';
import { mockApi } from '../../../test/mock-api';
import { logout, logoutEverywhere } from './logout';

vi.mock('../../../lib/reload-page', () => ({ reloadPage: vi.fn() }));
vi.mock('../../../lib/toast', () => ({ showErrorToast: vi.fn(), showInfoToast: vi.fn() }));

afterEach(() => {
  vi.mocked(reloadPage).mockClear();
  vi.mocked(showErrorToast).mockClear();
});

describe('logout', () => {
  it('has the server revoke the token first, with that very token, then clears the cookie and reloads', async () => {
    storeAccessToken('session-token');
    const api = mockApi({
      'POST /api/logout/': () => {
        // The cookie is still there while the server is told.
        expect(readAccessToken()).toBe('session-token');
        return { status: 204 };
      },
    });
    await logout();
    const [call] = api.callsTo('POST', '/api/logout/');
    expect(call?.headers.get('Authorization')).toBe('Bearer session-token');
    expect(readAccessToken()).toBeUndefined();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the server fails', { status: 500, data: { detail: 'Internal server error.' } }],
    ['the token is already refused', { status: 401, data: { detail: 'revoked', code: 'unauthenticated' } }],
  ])('still clears the cookie and reloads when %s', async (_case, reply) => {
    storeAccessToken('session-token');
    mockApi({ 'POST /api/logout/': reply });
    await logout();
    expect(readAccessToken()).toBeUndefined();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});

describe('logoutEverywhere', () => {
  it('has the server revoke every session, then clears the cookie and reloads', async () => {
    storeAccessToken('session-token');
    const api = mockApi({ 'POST /api/logout-everywhere/': { status: 204 } });
    await logoutEverywhere();
    expect(api.callsTo('POST', '/api/logout-everywhere/')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/logout/')).toHaveLength(0);
    expect(readAccessToken()).toBeUndefined();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('keeps the person signed in and says so when the server could not do it', async () => {
    storeAccessToken('session-token');
    mockApi({ 'POST /api/logout-everywhere/': { status: 503, data: { detail: 'unavailable' } } });
    await logoutEverywhere();
    expect(readAccessToken()).toBe('session-token');
    expect(reloadPage).not.toHaveBeenCalled();
    expect(showErrorToast).toHaveBeenCalledWith(expect.stringMatching(/could not be signed out/), 'Sign out everywhere failed');
  });
});
