import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { ownedBy, type NotificationRow, type Viewer } from './notifications.repository.ts';

/** Whether the viewer owns this notification and may see its type; what every snooze asks first. */
export async function isVisibleTo(db: Db, viewer: Viewer, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, id), ownedBy(viewer)));
  return row !== undefined;
}

/** The viewer's notification, locked until the transaction ends: two snoozes of one row take turns. */
export async function lockVisible(db: Db, viewer: Viewer, id: number): Promise<NotificationRow | undefined> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), ownedBy(viewer)))
    .for('update');
  return row;
}

/** Out of the bell until `until` (null: back now), unread either way: it comes back as news. */
export async function setSnooze(db: Db, id: number, until: Date | null): Promise<NotificationRow | undefined> {
  const [row] = await db.update(notifications).set({ snoozedUntil: until, readStatus: 'unread', readAt: null }).where(eq(notifications.id, id)).returning();
  return row;
}

/**
 * Ends every snooze whose time has come (the bell already shows those rows; clearing them keeps the
 * partial index small) and answers whose bells they are in, each once.
 */
export async function wakeDueSnoozes(db: Db): Promise<number[]> {
  const rows = await db
    .update(notifications)
    .set({ snoozedUntil: null })
    .where(and(isNotNull(notifications.snoozedUntil), lte(notifications.snoozedUntil, sql`now()`)))
    .returning({ userId: notifications.userId });
  return [...new Set(rows.map((row) => row.userId))].sort((a, b) => a - b);
}
