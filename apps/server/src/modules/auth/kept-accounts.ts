import { CoherentCache, synced } from '../../core/events/coherent-cache.ts';
import type { EventBus } from '../../core/events/event-bus.ts';
import type { Db } from '../../db/client.ts';
import type { AccessSession, AuthenticatedAccount, KeptAccounts } from '../../plugins/auth.ts';
import type { Profile } from './accounts.repository.ts';
import { findSignedInAccount, findSignedInProfile } from './authenticate.repository.ts';

/** What migration 0014's triggers send when an account, its levels, a level's labels or a signed-out token change. */
export const ACCOUNTS_CHANGED = 'auth.accounts';

/** Sessions and profiles kept at most, each; a kept one lives no longer than this however quiet its account. */
const KEPT = 20_000;
const MAX_AGE_MS = 10 * 60_000;

const keyOf = (session: AccessSession) => `${session.userId}:${session.tokenVersion}:${session.jti}`;

export type SignedInProfile = { account: AuthenticatedAccount | null; profile: Profile | null };

declare module 'fastify' {
  interface FastifyInstance {
    /** The caller's account and profile, kept by this instance or read in one statement. */
    signedInProfile(session: AccessSession): Promise<SignedInProfile>;
  }
}

/**
 * The signed-in accounts and profiles this instance keeps, so that a signed-in call asks the database
 * nothing about its caller while nothing changed: a `sync` of the event bus (one marker, shared by every
 * call waiting at that moment) proves that every change committed before the call has reached here.
 * Any change to accounts drops them all on every instance: accounts change seldom, and a label on an
 * access level reaches everyone who holds the level.
 */
export function createKeptAccounts(db: Db, events: EventBus) {
  const accounts = new CoherentCache<AuthenticatedAccount | null>({ bus: events, max: KEPT, maxAgeMs: MAX_AGE_MS, invalidatedBy: { [ACCOUNTS_CHANGED]: () => null } });
  const profiles = new CoherentCache<Profile>({ bus: events, max: KEPT, maxAgeMs: MAX_AGE_MS, invalidatedBy: { [ACCOUNTS_CHANGED]: () => null } });

  const kept: KeptAccounts = {
    peek: (session) => accounts.peek(keyOf(session)),
    mark: () => accounts.mark(),
    keep(session, account, since) {
      accounts.keep(keyOf(session), account, since, session.userId, session.expiresAt * 1000);
    },
  };

  return {
    kept,
    /** The session's account: kept, or one statement (and kept). */
    async load(session: AccessSession): Promise<AuthenticatedAccount | null> {
      if (kept.peek(session) !== undefined && (await synced(events))) {
        const known = kept.peek(session);
        if (known !== undefined) return known;
      }
      const since = kept.mark();
      const account = await findSignedInAccount(db, session);
      kept.keep(session, account, since);
      return account;
    },
    /** The session's account and profile: kept, or one statement (and kept). */
    async profile(session: AccessSession): Promise<SignedInProfile> {
      const key = String(session.userId);
      if (kept.peek(session) !== undefined && profiles.peek(key) && (await synced(events))) {
        const account = kept.peek(session);
        const profile = profiles.peek(key);
        if (account === null) return { account: null, profile: null };
        if (account && profile) return { account, profile };
      }
      const since = { account: kept.mark(), profile: profiles.mark() };
      const found = await findSignedInProfile(db, session);
      kept.keep(session, found.account, since.account);
      if (found.profile) profiles.keep(key, found.profile, since.profile, session.userId, session.expiresAt * 1000);
      return found;
    },
  };
}
export type KeptAccountsOfInstance = ReturnType<typeof createKeptAccounts>;
