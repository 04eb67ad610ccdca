import axios from 'axios';
import { readAccessToken } from './access-token-cookie';

// RFC 3986: encodeURIComponent leaves !'()* alone, which a query value may not hold as they are.
const encode = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A query string as the spec's client sends it: arrays with brackets (`category[]=1&category[]=2`),
 * undefined left out, null as empty. Every parameter this app sends is flat: no nested objects.
 */
export function serializeParams(params: Record<string, unknown>): string {
  return Object.entries(params)
    .flatMap(([key, value]): [string, unknown][] => (Array.isArray(value) ? value.map((item): [string, unknown] => [`${key}[]`, item]) : [[key, value]]))
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${encode(key)}=${encode(value === null ? '' : String(value))}`)
    .join('&');
}

/** The one HTTP client: same origin as the page, Bearer token from the cookie, arrays as `key[]=`. */
export const apiClient = axios.create({
  headers: { Accept: 'application/json' },
  // The token goes as a Bearer header and the server sets no XSRF cookie. Left on, axios would read
  // that cookie before every same-origin call, and in Chromium it reads it through the asynchronous
  // Cookie Store: the request then leaves only once the main thread is free, well after it was made.
  withXSRFToken: false,
  paramsSerializer: { serialize: (params) => serializeParams(params as Record<string, unknown>) },
});

// Synchronous, so that a call leaves the moment it is made: an asynchronous interceptor waits for the
// script that made it to finish, which for the first calls (made while the first chunk is still being
// run, see app/boot.ts) is most of a second at a slow CPU.
apiClient.interceptors.request.use(
  (config) => {
    const token = readAccessToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  },
  undefined,
  { synchronous: true },
);
