import { describe, expect, it } from 'vitest';
import { accessTokenCookie, clearAccessToken, readAccessToken, storeAccessToken } from './access-token-cookie';

describe('the access token cookie', () => {
  it('is named ua-internal-access-token and kept 7 days on the whole site, same site only', () => {
    expect(accessTokenCookie('abc', 'http:')).toBe('ua-internal-access-token=abc; Max-Age=604800; Path=/; SameSite=Strict');
  });

  it('is Secure when the page is served over https', () => {
    expect(accessTokenCookie('abc', 'https:')).toBe('ua-internal-access-token=abc; Max-Age=604800; Path=/; SameSite=Strict; Secure');
  });

  it('is stored, read back and cleared', () => {
    expect(readAccessToken()).toBeUndefined();
    storeAccessToken('header.payload.signature');
    expect(document.cookie).toContain('ua-internal-access-token=header.payload.signature');
    expect(readAccessToken()).toBe('header.payload.signature');
    clearAccessToken();
    expect(readAccessToken()).toBeUndefined();
    expect(document.cookie).not.toContain('ua-internal-access-token');
  });

  it('is not confused with a cookie whose name merely ends the same way', () => {
    document.cookie = 'old-ua-internal-access-token=stale; Path=/';
    expect(readAccessToken()).toBeUndefined();
  });
});
