import { sql, type SQL } from 'drizzle-orm';
import type { ReadStatus } from '@ua/contracts';
import { NOTIFY_CHANNEL } from '../../core/events/event-bus.ts';
import { queryPreparedRows, queryRows, type Db } from '../../db/client.ts';
import type { AccessSession, AuthenticatedAccount } from '../../plugins/auth.ts';
import { signedInAccountQuery, toSignedInAccount, type SignedInAccountRow } from '../auth/index.ts';
import type { SnoozeDate } from '../../db/schema/notifications.ts';
import type { NotificationRow } from './notifications.repository.ts';
import { NOTIFICATIONS_CHANGED } from './notifications.service.ts';
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

/** One call's mark: whose session, which notification, read or unread. */
export type ReadMark = { session: AccessSession; id: number; readStatus: ReadStatus };
export type ReadMarkResult = { account: AuthenticatedAccount | null; row: NotificationRow | undefined };

/**
 * Marks notifications read or unread for many calls at once, each with its own account check, in one
 * statement that also tells the callers' other tabs and devices (NOTIFICATIONS_CHANGED, on commit):
 * one result per mark, in order. `row` is undefined when the notification is not that caller's to see.
 * A notification must not appear twice in one call (`Batches` keeps them apart); marks of the same
 * person go together.
 */
export async function setReadStatuses(db: Db, marks: readonly ReadMark[]): Promise<ReadMarkResult[]> {
  // The calls as one JSON parameter: the same prepared statement for any number of them.
  const calls = JSON.stringify(
    marks.map((mark, index) => ({
      ord: index,
      notification_id: mark.id,
      user_id: mark.session.userId,
      token_version: mark.session.tokenVersion,
      jti: mark.session.jti,
      read_status: mark.readStatus,
    })),
  );
  const account = signedInAccountQuery({ userId: sql`r.user_id`, tokenVersion: sql`r.token_version`, jti: sql`r.jti` });
  const rows = await queryPreparedRows<AccountColumns & RawNotification & { ord: number; told: number }>(
    db,
    sql`with r as materialized (
        select * from json_to_recordset(${calls}::json)
          as r(ord int, notification_id bigint, user_id int, token_version int, jti text, read_status text)
      ),
      account as materialized (
        select r.ord, a.* from r cross join lateral (${account}) a
      ),
      changed as (
        update notifications n
        -- Read or marked unread again, it is no longer snoozed.
        set read_status = r.read_status,
            read_at = case when r.read_status = 'read' then coalesce(n.read_at, now()) end,
            snoozed_until = null
        from r join account on account.ord = r.ord
        where n.id = r.notification_id and n.user_id = account.id
          and n.notification_type = any(${typesAllowedTo(sql`account.labels`)})
        returning r.ord as changed_ord, ${NOTIFICATION_COLUMNS}
      ),
      people as (select array_agg(distinct changed.user_id order by changed.user_id) as user_ids from changed),
      told as (
        select pg_notify(${NOTIFY_CHANNEL}, json_build_object('c', ${NOTIFICATIONS_CHANGED}::text, 'p', json_build_object('user_ids', people.user_ids))::text)
        from people where people.user_ids is not null
      )
      select r.ord, ${ACCOUNT_COLUMNS}, changed.*, (select count(*) from told)::int as told
      from r left join account on account.ord = r.ord left join changed on changed.changed_ord = r.ord
      order by r.ord`,
  );
  return marks.map((_, index) => {
    const raw = rows[index];
    if (!raw || Number(raw.ord) !== index) throw new Error(`the read marks answered row ${raw?.ord ?? 'none'} for call ${index}`);
    const found = accountOf(raw);
    return { account: found, row: found && raw.id !== null ? toRow(raw) : undefined };
  });
}
