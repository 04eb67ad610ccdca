import { and, count, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { notificationTypesFor, type ReadStatus } from '@ua/contracts';
import type { ActorContext } from '../../core/actor.ts';
import type { Db } from '../../db/client.ts';
import { inParallel } from '../../db/in-parallel.ts';
import { notifications } from '../../db/schema/notifications.ts';

export type NotificationRow = typeof notifications.$inferSelect;

/** Whose bell: the owner, and the types their labels allow now (a label withdrawn hides its types at once). */
export type Viewer = { userId: number; types: readonly string[] };

export function viewerOf(actor: Pick<ActorContext, 'userId' | 'labels'>): Viewer {
  if (actor.userId === null) throw new Error('A bell belongs to a signed-in person.');
  return { userId: actor.userId, types: notificationTypesFor(actor.labels) };
}

/** The owner's rows of the types they may see. Every query goes through it: nothing is read or changed across users. */
export function ownedBy(viewer: Viewer): SQL {
  return and(eq(notifications.userId, viewer.userId), viewer.types.length > 0 ? inArray(notifications.notificationType, [...viewer.types]) : sql`false`) as SQL;
}

/** Not snoozed, or back from a snooze: what the unread list and count show. */
export const awake: SQL = or(isNull(notifications.snoozedUntil), lte(notifications.snoozedUntil, sql`now()`)) as SQL;

/** Unread and awake: the bell's list and its count. */
function unreadNow(viewer: Viewer): SQL {
  return and(ownedBy(viewer), eq(notifications.readStatus, 'unread'), awake) as SQL;
}

export type NotificationFilters = { readStatus?: ReadStatus; type?: string };

/** One page of the owner's notifications, newest first, with how many match in all. */
export async function listNotificationsPage(db: Db, viewer: Viewer, filters: NotificationFilters, limit: number, offset: number): Promise<{ rows: NotificationRow[]; count: number }> {
  const conditions: SQL[] = [ownedBy(viewer)];
  if (filters.readStatus) conditions.push(eq(notifications.readStatus, filters.readStatus));
  if (filters.type) conditions.push(eq(notifications.notificationType, filters.type));
  const where = and(...conditions);
  const [rows, [total]] = await inParallel(db, [
    // As the newest-first index orders them (desc nulls last), so the page is read from it, not sorted.
    () => db.select().from(notifications).where(where).orderBy(sql`${notifications.generatedOn} desc nulls last`, sql`${notifications.id} desc nulls last`).limit(limit).offset(offset),
    () => db.select({ n: count() }).from(notifications).where(where),
  ]);
  return { rows, count: Number(total?.n ?? 0) };
}

/** Unread counts per type, from the partial index on unread rows (an index-only scan). */
export async function unreadCountsByType(db: Db, viewer: Viewer): Promise<Record<string, number>> {
  const rows = await db
    .select({ type: notifications.notificationType, n: count() })
    .from(notifications)
    .where(unreadNow(viewer))
    .groupBy(notifications.notificationType);
  return Object.fromEntries(rows.map((row) => [row.type, Number(row.n)]));
}

/** Marks what the bell shows read: snoozed ones stay snoozed. */
export async function markAllRead(db: Db, viewer: Viewer, notificationType: string | undefined): Promise<number> {
  const unread = unreadNow(viewer);
  const rows = await db
    .update(notifications)
    .set({ readStatus: 'read', readAt: sql`now()` })
    .where(notificationType ? and(unread, eq(notifications.notificationType, notificationType)) : unread)
    .returning({ id: notifications.id });
  return rows.length;
}
