/**
 * Identity: accounts, sign-in, access tokens, refresh tokens and sign-in rate limits. The only door into
 * the module; token revocation lives here alone.
 */
import type { EventBus } from '../../core/events/event-bus.ts';
import type { Db } from '../../db/client.ts';
import type { AuthPluginOptions } from '../../plugins/auth.ts';
import { lapsedSessions } from './authenticate.repository.ts';
import { createKeptAccounts, type KeptAccountsOfInstance } from './kept-accounts.ts';

export { signedInAccountQuery, toSignedInAccount, type SessionColumns, type SignedInAccountRow } from './authenticate.repository.ts';
export { ACCOUNTS_CHANGED, type KeptAccountsOfInstance, type SignedInProfile } from './kept-accounts.ts';
import { secretKey, verifyAccessToken, type AccessClaims } from './tokens.ts';

export { authRoutes } from './auth.routes.ts';
export { devIdpRoutes } from './dev-idp.routes.ts';
export { revokeSessions } from './sessions.service.ts';
export type { Profile } from './accounts.repository.ts';
export { secretKey, signAccessToken, type SigningKey } from './tokens.ts';

/**
 * The auth plugin's two steps: `verify` checks a token's signature and claims (no database), `load` a
 * verified, unrevoked session's active account with its labels (kept on this instance while the event
 * bus says nothing changed, else one statement). `profile` answers the shell's polled profile the same way.
 */
export function accessTokenAuthenticator(db: Db, jwtSecret: string, events: EventBus): AuthPluginOptions & Pick<KeptAccountsOfInstance, 'profile'> {
  const key = secretKey(jwtSecret);
  const verified = verifiedTokenCache();
  const accounts = createKeptAccounts(db, events);
  return {
    verify: async (token: string) => {
      const known = verified.get(token);
      if (known) return known;
      const claims = await verifyAccessToken(key, token);
      if (claims) verified.set(token, claims);
      return claims;
    },
    load: accounts.load,
    kept: accounts.kept,
    profile: accounts.profile,
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

/** Tokens whose signature this instance has checked, at most this many (the oldest go first). */
const VERIFIED_TOKENS_KEPT = 20_000;

/**
 * A token's signature and claims never change, so an instance checks each once: the polled calls of
 * the same tabs carry the same token every time. Whether the session still signs anyone in is not
 * decided here: `load` keeps that only while the event bus proves it current. A kept token answers
 * nothing past its expiry.
 */
function verifiedTokenCache() {
  const kept = new Map<string, AccessClaims>();
  return {
    get(token: string): AccessClaims | undefined {
      const claims = kept.get(token);
      if (!claims) return undefined;
      if (claims.expiresAt * 1000 <= Date.now()) {
        kept.delete(token);
        return undefined;
      }
      return claims;
    },
    set(token: string, claims: AccessClaims): void {
      if (kept.size >= VERIFIED_TOKENS_KEPT) kept.delete(kept.keys().next().value as string);
      kept.set(token, claims);
    },
  };
}
