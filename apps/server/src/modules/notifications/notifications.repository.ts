import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ReadStatus } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { inParallel } from '../../db/in-parallel.ts';
import { notifications } from '../../db/schema/notifications.ts';

export type NotificationRow = typeof notifications.$inferSelect;

/** Every query takes the owner's id: no notification is ever read or changed across users. */
export function listNotifications(db: Db, userId: number, readStatus: ReadStatus | undefined, limit: number) {
  return db
    .select()
    .from(notifications)
    .where(readStatus ? and(eq(notifications.userId, userId), eq(notifications.readStatus, readStatus)) : eq(notifications.userId, userId))
    .orderBy(desc(notifications.generatedOn), desc(notifications.id))
    .limit(limit);
}

export type NotificationFilters = { readStatus?: ReadStatus; type?: string };

/** One page of the owner's notifications, newest first, with how many match in all. */
export async function listNotificationsPage(db: Db, userId: number, filters: NotificationFilters, limit: number, offset: number): Promise<{ rows: NotificationRow[]; count: number }> {
  const conditions: SQL[] = [eq(notifications.userId, userId)];
  if (filters.readStatus) conditions.push(eq(notifications.readStatus, filters.readStatus));
  if (filters.type) conditions.push(eq(notifications.notificationType, filters.type));
  const where = and(...conditions);
  const [rows, [total]] = await inParallel(db, [
    () => db.select().from(notifications).where(where).orderBy(desc(notifications.generatedOn), desc(notifications.id)).limit(limit).offset(offset),
    () => db.select({ n: count() }).from(notifications).where(where),
  ]);
  return { rows, count: Number(total?.n ?? 0) };
}

export async function setReadStatus(db: Db, userId: number, id: number, readStatus: ReadStatus): Promise<NotificationRow | undefined> {
  const [row] = await db
    .update(notifications)
    .set({ readStatus, readAt: readStatus === 'read' ? sql`coalesce(${notifications.readAt}, now())` : null })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row;
}

/** Unread counts per type, from the partial index on unread rows (an index-only scan). */
export async function unreadCountsByType(db: Db, userId: number): Promise<Record<string, number>> {
  const rows = await db
    .select({ type: notifications.notificationType, n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.readStatus, 'unread')))
    .groupBy(notifications.notificationType);
  return Object.fromEntries(rows.map((row) => [row.type, Number(row.n)]));
}

export async function markAllRead(db: Db, userId: number, notificationType: string | undefined): Promise<number> {
  const unread = and(eq(notifications.userId, userId), eq(notifications.readStatus, 'unread'));
  const rows = await db
    .update(notifications)
    .set({ readStatus: 'read', readAt: sql`now()` })
    .where(notificationType ? and(unread, eq(notifications.notificationType, notificationType)) : unread)
    .returning({ id: notifications.id });
  return rows.length;
}
