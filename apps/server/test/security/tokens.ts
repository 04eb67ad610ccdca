import { SignJWT } from 'jose';
import { TOKEN_AUDIENCE, TOKEN_ISSUER, secretKey } from '../../src/modules/auth/tokens.ts';
import { TEST_JWT_SECRET } from '../harness.ts';

/** Tokens that must never get anyone in, each wrong in exactly one way. */
export async function forgedTokens(userId: number, tokenVersion: number): Promise<Record<string, string>> {
  const key = secretKey(TEST_JWT_SECRET);
  const base = () =>
    new SignJWT({ ver: tokenVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setJti(crypto.randomUUID());
  const now = Math.floor(Date.now() / 1000);
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return {
    garbage: 'not-a-token',
    expired: await base().setIssuedAt(now - 8 * 86400).setExpirationTime(now - 86400).sign(key),
    'badly signed': await base().setIssuedAt().setExpirationTime('1h').sign(secretKey('another-secret-another-secret-another-secret')),
    'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: String(userId), ver: tokenVersion, iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, iat: now, exp: now + 3600, jti: 'x' })}.`,
    'wrong audience': await base().setAudience('some-other-app').setIssuedAt().setExpirationTime('1h').sign(key),
    'wrong issuer': await base().setIssuer('someone-else').setIssuedAt().setExpirationTime('1h').sign(key),
    'revoked (old token version)': await new SignJWT({ ver: tokenVersion - 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setJti('y')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key),
  };
}
