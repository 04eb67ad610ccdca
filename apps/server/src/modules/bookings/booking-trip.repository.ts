import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';

/** The trip a booking was made from. */
export async function tripOfBooking(db: Db, bookingId: number): Promise<number | null> {
  const [row] = await db.select({ itineraryId: bookings.itineraryId }).from(bookings).where(eq(bookings.id, bookingId));
  return row?.itineraryId ?? null;
}
