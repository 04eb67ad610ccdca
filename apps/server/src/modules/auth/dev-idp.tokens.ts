import { createHash, createHmac } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

/**
 * The local identity provider's access tokens are stateless JWTs. Their key is derived from
 * JWT_SECRET (never the secret itself) and their issuer is not ours, so one can never pass as our
 * access token, and ours never as one of these.
 */
const DEV_IDP_ISSUER = 'ua-internal-dev-idp';
export const DEV_IDP_TOKEN_TTL_SECONDS = 3600;
export const DEV_IDP_DEFAULT_SCOPE = 'openid email profile';

export type DevIdpGrant = {
  email: string;
  /** The client the token was minted for: tokeninfo's `aud` and `azp`. */
  clientId: string;
  scope: string;
  emailVerified: boolean;
  /** Seconds since the epoch. */
  expiresAt: number;
};

export function devIdpKey(jwtSecret: string): Uint8Array {
  return new Uint8Array(createHmac('sha256', jwtSecret).update('ua-internal local identity provider').digest());
}

/**
 * Mints a token as Google would after a consent screen. The HTTP flow always mints verified,
 * unexpired tokens; the other options exist for tests that prove the exchange refuses such tokens.
 */
export async function mintDevIdpToken(
  key: Uint8Array,
  grant: Pick<DevIdpGrant, 'email' | 'clientId'> & Partial<Pick<DevIdpGrant, 'scope' | 'emailVerified' | 'expiresAt'>>,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: grant.email, email_verified: grant.emailVerified ?? true, scope: grant.scope ?? DEV_IDP_DEFAULT_SCOPE })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(DEV_IDP_ISSUER)
    .setAudience(grant.clientId)
    .setSubject(devIdpSubject(grant.email))
    .setIssuedAt(now)
    .setExpirationTime(grant.expiresAt ?? now + DEV_IDP_TOKEN_TTL_SECONDS)
    .sign(key);
}

/** The grant of a token this provider minted; null when forged, tampered with or expired. */
export async function readDevIdpToken(key: Uint8Array, token: string): Promise<DevIdpGrant | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: DEV_IDP_ISSUER, requiredClaims: ['aud', 'exp', 'sub'] });
    const { email, email_verified: emailVerified, scope, aud, exp } = payload;
    if (typeof email !== 'string' || typeof emailVerified !== 'boolean' || typeof scope !== 'string') return null;
    if (typeof aud !== 'string' || typeof exp !== 'number') return null;
    return { email, clientId: aud, scope, emailVerified, expiresAt: exp };
  } catch {
    return null;
  }
}

/** A stable numeric subject per email, shaped like Google's 21-digit `sub`. */
export function devIdpSubject(email: string): string {
  const digest = createHash('sha256').update(email.toLowerCase()).digest();
  return `1${(digest.readBigUInt64BE(0) % 10n ** 20n).toString().padStart(20, '0')}`;
}
