import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { emailSchema } from '@ua/contracts';
import type { Config } from '../../config.ts';

/** A slow identity provider must not hold a sign-in request (and its socket) for long. */
const PROVIDER_TIMEOUT_MS = 5000;
const NAME_MAX_LENGTH = 150;

export type GoogleEndpoints = { clientId: string; tokeninfoUrl: string; userinfoUrl: string };

export type GoogleIdentity = {
  sub: string;
  email: string;
  givenName: string | null;
  familyName: string | null;
  picture: string | null;
  hostedDomain: string | null;
};

/** `reason` is for the server log only; callers answer every failure the same way. */
export type GoogleVerification = { ok: true; identity: GoogleIdentity } | { ok: false; reason: string; email: string | null };

// Google sends numbers and booleans of tokeninfo as strings ("exp": "1700000000", "email_verified": "true").
const stringOrNumber = z.union([z.string(), z.number()]);
const stringOrBoolean = z.union([z.string(), z.boolean()]);

const tokeninfoSchema = z.object({
  aud: z.string().optional(),
  azp: z.string().optional(),
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: stringOrBoolean.optional(),
  exp: stringOrNumber.optional(),
  expires_in: stringOrNumber.optional(),
});

const userinfoSchema = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: stringOrBoolean.optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  picture: z.string().optional(),
  hd: z.string().optional(),
});

/**
 * Google's endpoints from the configuration; a null URL means this server's own local identity
 * provider, reached on the address it listens on (known only once it listens), so the very same
 * verification runs against it over HTTP. Null when that address is unknown.
 */
export function googleEndpoints(google: Config['google'], address: AddressInfo | string | null): GoogleEndpoints | null {
  const local = localOrigin(address);
  const tokeninfoUrl = google.tokeninfoUrl ?? (local && `${local}/dev-idp/tokeninfo`);
  const userinfoUrl = google.userinfoUrl ?? (local && `${local}/dev-idp/userinfo`);
  if (!tokeninfoUrl || !userinfoUrl) return null;
  return { clientId: google.clientId, tokeninfoUrl, userinfoUrl };
}

function localOrigin(address: AddressInfo | string | null): string | null {
  // A unix socket (string) cannot be reached with fetch over http.
  if (!address || typeof address === 'string') return null;
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * Verifies a Google OAuth access token on the server: tokeninfo proves it was issued to our client
 * id, is unexpired and carries a verified email; userinfo then gives the profile. Never throws.
 */
export async function verifyGoogleAccessToken(accessToken: string, endpoints: GoogleEndpoints): Promise<GoogleVerification> {
  if (!endpoints.clientId) return { ok: false, reason: 'no Google client id is configured', email: null };

  const tokeninfoUrl = new URL(endpoints.tokeninfoUrl);
  tokeninfoUrl.searchParams.set('access_token', accessToken);
  const tokeninfoAnswer = await fetchJson(tokeninfoUrl, {});
  if (!tokeninfoAnswer.ok) return { ok: false, reason: `tokeninfo: ${tokeninfoAnswer.reason}`, email: null };
  const tokeninfo = tokeninfoSchema.safeParse(tokeninfoAnswer.body);
  if (!tokeninfo.success) return { ok: false, reason: 'tokeninfo: unexpected answer shape', email: null };
  const info = tokeninfo.data;

  const email = info.email ? emailSchema.safeParse(info.email) : null;
  const claimedEmail = email?.success ? email.data : null;
  const refused = (reason: string): GoogleVerification => ({ ok: false, reason, email: claimedEmail });

  // A token issued to another app proves nothing to us: this check is what stops token substitution.
  if (info.aud !== endpoints.clientId && info.azp !== endpoints.clientId) {
    return refused(`token was issued to another client (aud ${info.aud ?? '-'}, azp ${info.azp ?? '-'})`);
  }
  if (!isUnexpired(info.exp, info.expires_in)) return refused('token has expired');
  if (!claimedEmail) return refused('token carries no valid email (is the email scope granted?)');
  if (!isTrue(info.email_verified)) return refused('email is not verified');

  const userinfoAnswer = await fetchJson(new URL(endpoints.userinfoUrl), { authorization: `Bearer ${accessToken}` });
  if (!userinfoAnswer.ok) return refused(`userinfo: ${userinfoAnswer.reason}`);
  const userinfo = userinfoSchema.safeParse(userinfoAnswer.body);
  if (!userinfo.success) return refused('userinfo: unexpected answer shape');
  const profile = userinfo.data;
  if (profile.sub !== info.sub) return refused('userinfo describes another subject than tokeninfo');
  if (profile.email !== undefined && profile.email.toLowerCase() !== claimedEmail) return refused('userinfo email differs from tokeninfo email');
  if (profile.email_verified !== undefined && !isTrue(profile.email_verified)) return refused('userinfo says the email is not verified');

  return {
    ok: true,
    identity: {
      sub: info.sub,
      email: claimedEmail,
      givenName: cleanName(profile.given_name),
      familyName: cleanName(profile.family_name),
      picture: httpsUrl(profile.picture),
      hostedDomain: profile.hd ? profile.hd.trim().toLowerCase() : null,
    },
  };
}

type JsonAnswer = { ok: true; body: unknown } | { ok: false; reason: string };

async function fetchJson(url: URL, headers: Record<string, string>): Promise<JsonAnswer> {
  try {
    const response = await fetch(url, { headers: { accept: 'application/json', ...headers }, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS), redirect: 'error' });
    if (!response.ok) {
      // Drain the body so the connection can be reused; its content is Google's, not worth logging.
      await response.body?.cancel();
      return { ok: false, reason: `answered ${response.status}` };
    }
    return { ok: true, body: await response.json() };
  } catch (error) {
    const name = error instanceof Error ? error.name : 'Error';
    return { ok: false, reason: name === 'TimeoutError' ? `no answer within ${PROVIDER_TIMEOUT_MS} ms` : `unreachable (${name})` };
  }
}

function isTrue(value: string | boolean | undefined): boolean {
  return value === true || value === 'true';
}

function isUnexpired(exp: string | number | undefined, expiresIn: string | number | undefined): boolean {
  if (exp !== undefined) return Number(exp) * 1000 > Date.now();
  if (expiresIn !== undefined) return Number(expiresIn) > 0;
  return false;
}

function cleanName(value: string | undefined): string | null {
  const trimmed = value?.trim().slice(0, NAME_MAX_LENGTH);
  return trimmed ? trimmed : null;
}

/** The web app shows the picture in an <img> that its CSP allows from https: only (no javascript:, data: or http:). */
function httpsUrl(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
