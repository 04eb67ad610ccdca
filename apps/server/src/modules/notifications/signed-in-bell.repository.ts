import { sql, type SQL } from 'drizzle-orm';
import type { ReadStatus } from '@ua/contracts';
import { notifyCall } from '../../core/events/publish-in-tx.ts';
import { queryPreparedRows, queryRows, type Db } from '../../db/client.ts';
import type { AccessSession, AuthenticatedAccount } from '../../plugins/auth.ts';
import { signedInAccountQuery, toSignedInAccount, type SignedInAccountRow } from '../auth/index.ts';
import type { SnoozeDate } from '../../db/schema/notifications.ts';
import type { NotificationRow } from './notifications.repository.ts';
import { NOTIFICATIONS_CHANGED, type NotificationsChanged } from './notifications.service.ts';
import { typesAllowedTo } from './visible-types.ts';

/**
 * The bell's polled calls, each one statement with the caller's account check: the account (active,
 * token current and not signed out) and its labels as a CTE, and the answer built on them, so a poll
 * costs one round trip and a revoked session or withdrawn label counts from the very next poll.
 */

/** Unread and awake: what the bell's list and count show. */
const UNREAD_AWAKE = sql`n.read_status = 'unread' and (n.snoozed_until is null or n.snoozed_until <= now())`;

type AccountColumns = { account_id: number | null; account_email: string; account_first_name: string; account_labels: string[] | null };

const ACCOUNT_COLUMNS = sql`account.id as account_id, account.email as account_email, account.first_name as account_first_name, account.labels as account_labels`;

function accountOf(row: AccountColumns | undefined): AuthenticatedAccount | null {
  if (!row || row.account_id === null) return null;
  const account: SignedInAccountRow = { id: row.account_id, email: row.account_email, first_name: row.account_first_name, labels: row.account_labels };
  return toSignedInAccount(account);
}

type RawNotification = {
  id: number | string | null;
  user_id: number;
  notification_type: string;
  message: string;
  link: string | null;
  read_status: ReadStatus;
  generated_on: Date | string;
  read_at: Date | string | null;
  snoozed_until: Date | string | null;
  snooze_dates: SnoozeDate[] | string | null;
};

const date = (value: Date | string) => (value instanceof Date ? value : new Date(value));

function toRow(raw: RawNotification): NotificationRow {
  return {
    id: Number(raw.id),
    userId: Number(raw.user_id),
    notificationType: raw.notification_type,
    message: raw.message,
    link: raw.link,
    readStatus: raw.read_status,
    generatedOn: date(raw.generated_on),
    readAt: raw.read_at === null ? null : date(raw.read_at),
    snoozedUntil: raw.snoozed_until === null ? null : date(raw.snoozed_until),
    snoozeDates: typeof raw.snooze_dates === 'string' ? (JSON.parse(raw.snooze_dates) as SnoozeDate[]) : (raw.snooze_dates ?? []),
  };
}

const NOTIFICATION_COLUMNS = sql.raw(
  'n.id, n.user_id, n.notification_type, n.message, n.link, n.read_status, n.generated_on, n.read_at, n.snoozed_until, n.snooze_dates',
);

/**
 * When the account's next snoozed notification wakes (null: none is asleep): the unread list and count
 * change then with no write, so what is kept of them lasts no longer.
 */
function nextWake(session: AccessSession): SQL {
  // Of the session's subject, not `account`'s: uncorrelated, it runs once per statement, not per row.
  return sql`(select min(w.snoozed_until) from notifications w
    where w.user_id = ${session.userId} and w.read_status = 'unread' and w.snoozed_until > now()) as wakes_at`;
}

const wakeOf = (value: Date | string | null | undefined): number | null => (value === null || value === undefined ? null : date(value).getTime());

/** The statement of the polled unread count: the account, and its unread counts per type it may see. */
export function unreadCountStatement(session: AccessSession): SQL {
  return sql`with account as materialized (${signedInAccountQuery(session)})
    select ${ACCOUNT_COLUMNS},
      coalesce((select json_object_agg(c.type, c.n) from (
        select n.notification_type as type, count(*)::int as n from notifications n
        where n.user_id = account.id and ${UNREAD_AWAKE} and n.notification_type = any(${typesAllowedTo(sql`account.labels`)})
        group by n.notification_type) c), '{}'::json) as counts,
      ${nextWake(session)}
    from account`;
}

export type UnreadCountsOfSession = {
  account: AuthenticatedAccount | null;
  byType: Record<string, number>;
  /** When a snoozed notification wakes and the counts change (ms), or null. */
  wakesAt: number | null;
};

/** The caller's account and unread counts per type, in one statement; `account` null when the session signs no one in. */
export async function unreadCountsOfSession(db: Db, session: AccessSession): Promise<UnreadCountsOfSession> {
  const [row] = await queryPreparedRows<AccountColumns & { counts: Record<string, number> | string | null; wakes_at: Date | string | null }>(
    db,
    unreadCountStatement(session),
  );
  const account = accountOf(row);
  if (!row || !account) return { account: null, byType: {}, wakesAt: null };
  const counts = typeof row.counts === 'string' ? (JSON.parse(row.counts) as Record<string, number>) : (row.counts ?? {});
  // In a fixed order, so the ETag of the same counts is the same.
  const byType = Object.fromEntries(Object.keys(counts).sort().map((type) => [type, Number(counts[type])]));
  return { account, byType, wakesAt: wakeOf(row.wakes_at) };
}

/** The caller's account and their newest notifications (of a read status, or all), in one statement. */
export async function notificationsOfSession(
  db: Db,
  session: AccessSession,
  readStatus: ReadStatus | undefined,
  limit: number,
): Promise<{ account: AuthenticatedAccount | null; rows: NotificationRow[]; wakesAt: number | null }> {
  const status = readStatus === 'unread' ? sql`and ${UNREAD_AWAKE}` : readStatus ? sql`and n.read_status = ${readStatus}` : sql``;
  // Planned for this very person, not prepared: notifications are skewed (a few people hold tens of
  // thousands), and a plan for the average person reads all of a heavy one's unread rows and sorts
  // them, where walking the newest-first index stops at the limit (12 ms against well under one).
  const rows = await queryRows<AccountColumns & RawNotification & { wakes_at: Date | string | null }>(
    db,
    sql`with account as materialized (${signedInAccountQuery(session)})
      select ${ACCOUNT_COLUMNS}, ${nextWake(session)}, n.*
      from account left join lateral (
        select ${NOTIFICATION_COLUMNS} from notifications n
        where n.user_id = ${session.userId} and n.user_id = account.id ${status} and n.notification_type = any(${typesAllowedTo(sql`account.labels`)})
        -- As the index orders them (desc nulls last): 'desc' alone means nulls first, which the index
        -- cannot give, and every one of a heavy person's rows was read and sorted.
        order by n.generated_on desc nulls last, n.id desc nulls last
        limit ${limit}
      ) n on true`,
  );
  const account = accountOf(rows[0]);
  if (!account) return { account: null, rows: [], wakesAt: null };
  return { account, rows: rows.filter((row) => row.id !== null).map(toRow), wakesAt: wakeOf(rows[0]?.wakes_at) };
}

/**
 * Marks one of the caller's notifications read or unread, with the account check, in one statement that
 * also tells the caller's other tabs and devices (NOTIFICATIONS_CHANGED, on commit). `row` is undefined
 * when the notification is not theirs to see.
 */
export async function setReadStatusOfSession(
  db: Db,
  session: AccessSession,
  id: number,
  readStatus: ReadStatus,
): Promise<{ account: AuthenticatedAccount | null; row: NotificationRow | undefined }> {
  const told = notifyCall(NOTIFICATIONS_CHANGED, { user_ids: [session.userId] } satisfies NotificationsChanged);
  const rows = await queryPreparedRows<AccountColumns & RawNotification & { told: number }>(
    db,
    sql`with account as materialized (${signedInAccountQuery(session)}),
      changed as (
        update notifications n
        -- Read or marked unread again, it is no longer snoozed.
        set read_status = ${readStatus},
            read_at = ${readStatus === 'read' ? sql`coalesce(n.read_at, now())` : sql`null`},
            snoozed_until = null
        where n.id = ${id} and n.user_id in (select account.id from account)
          and n.notification_type = any(${typesAllowedTo(sql`(select account.labels from account)::text[]`)})
        returning ${NOTIFICATION_COLUMNS}
      ),
      told as (select ${told} from changed)
      select ${ACCOUNT_COLUMNS}, changed.*, (select count(*) from told)::int as told
      from account left join changed on true`,
  );
  const account = accountOf(rows[0]);
  const raw = rows[0];
  if (!account || !raw || raw.id === null) return { account, row: undefined };
  return { account, row: toRow(raw) };
}
