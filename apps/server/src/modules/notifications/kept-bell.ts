import type { ReadStatus } from '@ua/contracts';
import { CoherentCache, synced, userIdsOf } from '../../core/events/coherent-cache.ts';
import type { EventBus } from '../../core/events/event-bus.ts';
import type { Db } from '../../db/client.ts';
import type { AccessSession, AuthenticatedAccount, KeptAccounts } from '../../plugins/auth.ts';
import { ACCOUNTS_CHANGED } from '../auth/index.ts';
import type { NotificationRow } from './notifications.repository.ts';
import { notificationsOfSession, unreadCountsOfSession } from './signed-in-bell.repository.ts';

/** What migration 0014's triggers send when notifications change: `{ user_ids }` of whose, or null for everyone's. */
export const BELL_CHANGED = 'bell.changed';

const MAX_AGE_MS = 10 * 60_000;
/** People whose counts are kept at most; lists are bigger, so fewer of them. */
const COUNTS_KEPT = 20_000;
const LISTS_KEPT = 2_000;

/**
 * The polled bell answered from what this instance keeps while the database says nothing changed: a
 * person's unread counts and newest notifications, dropped on every instance when their notifications
 * change (any write, by anyone), when accounts change (labels decide the types shown) and when a
 * snoozed one wakes. A call whose account and answer are both kept asks the database only for the
 * bus's marker (`sync`, shared); otherwise it is the one statement it was, and what it reads is kept.
 */
export function createKeptBell(db: Db, events: EventBus, accounts: KeptAccounts) {
  const invalidatedBy = { [BELL_CHANGED]: userIdsOf, [ACCOUNTS_CHANGED]: () => null };
  const counts = new CoherentCache<Record<string, number>>({ bus: events, max: COUNTS_KEPT, maxAgeMs: MAX_AGE_MS, invalidatedBy });
  const lists = new CoherentCache<NotificationRow[]>({ bus: events, max: LISTS_KEPT, maxAgeMs: MAX_AGE_MS, invalidatedBy });

  /** The kept account and answer, once the bus proves them current; undefined when either is not kept. */
  async function kept<V>(session: AccessSession, cache: CoherentCache<V>, key: string): Promise<{ account: AuthenticatedAccount | null; value: V | undefined } | undefined> {
    if (accounts.peek(session) === undefined || cache.peek(key) === undefined) return undefined;
    if (!(await synced(events))) return undefined;
    const account = accounts.peek(session);
    if (account === null) return { account, value: undefined };
    const value = cache.peek(key);
    return account && value !== undefined ? { account, value } : undefined;
  }

  return {
    async unreadCounts(session: AccessSession): Promise<{ account: AuthenticatedAccount | null; byType: Record<string, number> }> {
      const key = String(session.userId);
      const known = await kept(session, counts, key);
      if (known) return { account: known.account, byType: known.value ?? {} };
      const since = { account: accounts.mark(), counts: counts.mark() };
      const found = await unreadCountsOfSession(db, session);
      accounts.keep(session, found.account, since.account);
      if (found.account) counts.keep(key, found.byType, since.counts, session.userId, found.wakesAt ?? undefined);
      return found;
    },

    async notifications(session: AccessSession, readStatus: ReadStatus | undefined, limit: number): Promise<{ account: AuthenticatedAccount | null; rows: NotificationRow[] }> {
      const key = `${session.userId}:${readStatus ?? 'all'}:${limit}`;
      const known = await kept(session, lists, key);
      if (known) return { account: known.account, rows: known.value ?? [] };
      const since = { account: accounts.mark(), list: lists.mark() };
      const found = await notificationsOfSession(db, session, readStatus, limit);
      accounts.keep(session, found.account, since.account);
      if (found.account) lists.keep(key, found.rows, since.list, session.userId, found.wakesAt ?? undefined);
      return found;
    },
  };
}
