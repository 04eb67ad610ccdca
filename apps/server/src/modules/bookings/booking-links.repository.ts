import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingLinks } from '../../db/schema/bookings.ts';

export type BookingLinkRow = typeof bookingLinks.$inferSelect;
export type LinkPurpose = BookingLinkRow['purpose'];

export async function insertBookingLink(tx: Db, values: typeof bookingLinks.$inferInsert): Promise<BookingLinkRow> {
  const [row] = await tx.insert(bookingLinks).values(values).returning();
  if (!row) throw new Error('booking link insert returned nothing');
  return row;
}

export async function findBookingLink(db: Db, id: number, lock = false): Promise<BookingLinkRow | undefined> {
  const query = db.select().from(bookingLinks).where(eq(bookingLinks.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Retires every live link of the service for this purpose (a newer request replaces the older). */
export async function revokeServiceLinks(tx: Db, serviceId: number, purpose: LinkPurpose, now: Date): Promise<void> {
  await tx
    .update(bookingLinks)
    .set({ revokedAt: now })
    .where(and(eq(bookingLinks.serviceId, serviceId), eq(bookingLinks.purpose, purpose), isNull(bookingLinks.revokedAt), isNull(bookingLinks.usedAt)));
}

export async function latestServiceLink(db: Db, serviceId: number, purpose: LinkPurpose): Promise<BookingLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(bookingLinks)
    .where(and(eq(bookingLinks.serviceId, serviceId), eq(bookingLinks.purpose, purpose), isNull(bookingLinks.revokedAt)))
    .orderBy(desc(bookingLinks.id))
    .limit(1);
  return row;
}

/** When the latest unrevoked supplier link of each service stops working, by service id. */
export async function requestExpiries(db: Db, serviceIds: readonly number[]): Promise<Map<number, Date>> {
  if (serviceIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([bookingLinks.serviceId], { serviceId: bookingLinks.serviceId, expiresAt: bookingLinks.expiresAt })
    .from(bookingLinks)
    .where(and(inArray(bookingLinks.serviceId, [...serviceIds]), eq(bookingLinks.purpose, 'supplier_answer'), isNull(bookingLinks.revokedAt)))
    .orderBy(bookingLinks.serviceId, desc(bookingLinks.id));
  return new Map(rows.map((row) => [row.serviceId, row.expiresAt]));
}

export async function markLinkUsed(tx: Db, id: number, now: Date): Promise<void> {
  await tx.update(bookingLinks).set({ usedAt: now }).where(eq(bookingLinks.id, id));
}

export async function markLinkOpened(db: Db, id: number, now: Date): Promise<void> {
  await db.update(bookingLinks).set({ lastOpenedAt: sql`${now.toISOString()}::timestamptz` }).where(eq(bookingLinks.id, id));
}
