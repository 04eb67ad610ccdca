/**
 * Identity: accounts, sign-in, access tokens, refresh tokens and sign-in rate limits. The only door into
 * the module; token revocation lives here alone.
 */
import type { Db } from '../../db/client.ts';
import type { AuthenticatedAccount } from '../../plugins/auth.ts';
import { findSignedInAccount, lapsedSessions } from './authenticate.repository.ts';
import { secretKey, verifyAccessToken, type AccessClaims } from './tokens.ts';

export { authRoutes } from './auth.routes.ts';
export { devIdpRoutes } from './dev-idp.routes.ts';
export { revokeSessions } from './sessions.service.ts';
export { findProfile, type Profile } from './accounts.repository.ts';
export { secretKey, signAccessToken, type SigningKey } from './tokens.ts';

/** The auth plugin's authenticator: a verified, unrevoked token's active account with its labels. */
export function accessTokenAuthenticator(db: Db, jwtSecret: string): (token: string) => Promise<AuthenticatedAccount | null> {
  const key = secretKey(jwtSecret);
  return async (token) => {
    const claims = await verifyAccessToken(key, token);
    if (!claims) return null;
    return findSignedInAccount(db, claims.userId, claims.tokenVersion, claims.jti);
  };
}

/**
 * For the live bell, which holds a stream open long after the call that opened it was checked: the
 * session of a token (null when it does not verify), and which sessions have lapsed since, in one query.
 */
export function liveSessionChecks(db: Db, jwtSecret: string): LiveSessionChecks {
  const key = secretKey(jwtSecret);
  return { sessionOf: (token) => verifyAccessToken(key, token), lapsed: (sessions) => lapsedSessions(db, sessions) };
}
export type LiveSessionChecks = {
  sessionOf(token: string): Promise<AccessClaims | null>;
  lapsed(sessions: readonly AccessClaims[]): Promise<Set<number>>;
};
