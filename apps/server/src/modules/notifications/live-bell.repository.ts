import { and, asc, between, count, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { activeLabelsOf } from '../admin/index.ts';
import { ALLOWED_TYPES } from './visible-types.ts';
import { awake, ownedBy, type NotificationRow, type Viewer } from './notifications.repository.ts';

/** The unread count as the unread-count route answers it (and the live bell sends it). */
export type UnreadCountBody = { unread_count: number; by_type: Record<string, number> };

export function unreadCountBody(byType: Record<string, number>): UnreadCountBody {
  return { unread_count: Object.values(byType).reduce((sum, n) => sum + n, 0), by_type: byType };
}

/**
 * Rows of these people that each may see with the labels they hold now, not those of the request that
 * opened their stream: a label withdrawn while a stream is open stops the next notifications at once. Like
 * `ownedBy`, but for many owners in one statement, and only active ones: the (owner, type) pairs allowed,
 * a few rows read by key, drive the index on notifications.
 */
function visibleToOwners(userIds: readonly number[]): SQL {
  // One array parameter however many people are connected (each a checked integer).
  const ids = sql`${`{${userIds.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;
  return sql`(${notifications.userId}, ${notifications.notificationType}) in (
    select owner.id, allowed.type from (${activeLabelsOf(ids)}) as owner cross join ${ALLOWED_TYPES}
    where allowed.label is null or allowed.label = any(owner.labels))`;
}

const unreadAndAwake = and(eq(notifications.readStatus, 'unread'), awake) as SQL;

/**
 * The unread rows of a `notify`'s id range that belong to these people and that they may see now: what
 * their open streams are sent. One statement for every stream of the instance.
 */
export async function newRowsForOwners(db: Db, firstId: number, lastId: number, userIds: readonly number[]): Promise<NotificationRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(notifications)
    .where(and(between(notifications.id, firstId, lastId), visibleToOwners(userIds), unreadAndAwake))
    .orderBy(asc(notifications.id));
}

/** Each person's unread count as the bell shows it (per type, current labels), in one statement. */
export async function unreadCountsOfOwners(db: Db, userIds: readonly number[]): Promise<Map<number, UnreadCountBody>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: notifications.userId, type: notifications.notificationType, n: count() })
    .from(notifications)
    .where(and(visibleToOwners(userIds), unreadAndAwake))
    .groupBy(notifications.userId, notifications.notificationType);
  const byOwner = new Map<number, Record<string, number>>(userIds.map((id) => [id, {}]));
  for (const row of rows) {
    const byType = byOwner.get(row.userId);
    if (byType) byType[row.type] = Number(row.n);
  }
  return new Map([...byOwner].map(([id, byType]) => [id, unreadCountBody(byType)]));
}

/**
 * What a stream resuming after `afterId` missed: the viewer's unread rows past it, oldest first. Ordered
 * as the bell's index is (by date, then id), so the owner's unread rows are read, not the table's newest
 * ids: ordering by id alone walked the primary key through everyone's rows (180 ms at a million rows).
 */
export function unreadAfter(db: Db, viewer: Viewer, afterId: number, limit: number): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(and(ownedBy(viewer), gt(notifications.id, afterId), unreadAndAwake))
    .orderBy(asc(notifications.generatedOn), asc(notifications.id))
    .limit(limit);
}
