import { createHash, createSecretKey, randomBytes, randomUUID, type KeyObject } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { ACCESS_TOKEN_DAYS } from '@ua/contracts';

export const TOKEN_ISSUER = 'ua-internal';
export const TOKEN_AUDIENCE = 'ua-internal-staff';
export const ACCESS_TOKEN_TTL_SECONDS = ACCESS_TOKEN_DAYS * 24 * 60 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

/** `expiresAt` in seconds since the epoch, as the JWT's `exp`. */
export type AccessClaims = { userId: number; tokenVersion: number; jti: string; expiresAt: number };

/** The HMAC key, made once: handing jose raw bytes would import a key on every verification. */
export type SigningKey = KeyObject;
export function secretKey(secret: string): SigningKey {
  return createSecretKey(Buffer.from(secret, 'utf8'));
}

export async function signAccessToken(secret: SigningKey, userId: number, tokenVersion: number): Promise<string> {
  return new SignJWT({ ver: tokenVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .setJti(randomUUID())
    .sign(secret);
}

/** Verifies signature (HS256 only), issuer, audience and expiry; null when any fails. */
export async function verifyAccessToken(secret: SigningKey, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      requiredClaims: ['sub', 'exp', 'iat', 'jti'],
    });
    const userId = Number(payload.sub);
    const tokenVersion = payload.ver;
    if (!Number.isSafeInteger(userId) || userId <= 0) return null;
    if (typeof tokenVersion !== 'number' || !Number.isInteger(tokenVersion)) return null;
    if (typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null;
    return { userId, tokenVersion, jti: payload.jti, expiresAt: payload.exp };
  } catch {
    return null;
  }
}

export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
