import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';

/** What messaging reads of a booking to write to its customer: who, how, and whose booking it is. */
export type BookingCustomer = {
  id: number;
  reference: string;
  tripTitle: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  customerWhatsapp: string;
  ownerId: number;
};

export async function customerOfBooking(db: Db, id: number): Promise<BookingCustomer | undefined> {
  const [row] = await db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      tripTitle: bookings.tripTitle,
      customerName: bookings.customerName,
      customerEmail: bookings.customerEmail,
      customerPhone: bookings.customerPhone,
      customerWhatsapp: bookings.customerWhatsapp,
      ownerId: bookings.ownerId,
    })
    .from(bookings)
    .where(eq(bookings.id, id));
  return row;
}
