import { ACCESS_TOKEN_COOKIE, ACCESS_TOKEN_DAYS } from '../config/contract-constants';

const MAX_AGE_SECONDS = ACCESS_TOKEN_DAYS * 24 * 60 * 60;

export function readAccessToken(): string | undefined {
  const prefix = `${ACCESS_TOKEN_COOKIE}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  if (!entry) return undefined;
  const value = decodeURIComponent(entry.slice(prefix.length));
  return value === '' ? undefined : value;
}

/** The Set-Cookie string for `token` (empty to clear): 7 days, whole site, same site only. */
export function accessTokenCookie(token: string, protocol: string = window.location.protocol): string {
  // Secure only where the page itself is on https: plain-http localhost would otherwise drop the cookie.
  const secure = protocol === 'https:' ? '; Secure' : '';
  const maxAge = token === '' ? 0 : MAX_AGE_SECONDS;
  return `${ACCESS_TOKEN_COOKIE}=${encodeURIComponent(token)}; Max-Age=${maxAge}; Path=/; SameSite=Strict${secure}`;
}

export function storeAccessToken(token: string): void {
  document.cookie = accessTokenCookie(token);
}

export function clearAccessToken(): void {
  document.cookie = accessTokenCookie('');
}
