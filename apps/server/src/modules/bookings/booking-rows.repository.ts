import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingServices, bookingTravellers, bookings } from '../../db/schema/bookings.ts';

export type BookingRow = typeof bookings.$inferSelect;
export type ServiceRow = typeof bookingServices.$inferSelect;
export type TravellerRow = typeof bookingTravellers.$inferSelect;

/** The booking; `lock` takes its row lock, so writes to one booking take turns. */
export async function findBooking(db: Db, id: number, lock = false): Promise<BookingRow | undefined> {
  const query = db.select().from(bookings).where(eq(bookings.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findBookingOfTrip(db: Db, itineraryId: number): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.itineraryId, itineraryId));
  return row;
}

export async function servicesOfBooking(db: Db, bookingId: number): Promise<ServiceRow[]> {
  return db.select().from(bookingServices).where(eq(bookingServices.bookingId, bookingId)).orderBy(asc(bookingServices.position), asc(bookingServices.id));
}

/** A service of this booking; another booking's service is not found. */
export async function findService(db: Db, bookingId: number, serviceId: number): Promise<ServiceRow | undefined> {
  const [row] = await db
    .select()
    .from(bookingServices)
    .where(and(eq(bookingServices.bookingId, bookingId), eq(bookingServices.id, serviceId)));
  return row;
}

export async function updateService(tx: Db, serviceId: number, values: Partial<typeof bookingServices.$inferInsert>): Promise<ServiceRow> {
  const [row] = await tx.update(bookingServices).set(values).where(eq(bookingServices.id, serviceId)).returning();
  if (!row) throw new Error(`booking service ${serviceId} vanished during its write`);
  return row;
}

export async function travellersOfBooking(db: Db, bookingId: number): Promise<TravellerRow[]> {
  return db.select().from(bookingTravellers).where(eq(bookingTravellers.bookingId, bookingId)).orderBy(asc(bookingTravellers.position), asc(bookingTravellers.id));
}

export async function updateBookingRow(tx: Db, id: number, values: Partial<typeof bookings.$inferInsert>): Promise<BookingRow> {
  const [row] = await tx
    .update(bookings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(bookings.id, id))
    .returning();
  if (!row) throw new Error(`booking ${id} vanished during its write`);
  return row;
}
