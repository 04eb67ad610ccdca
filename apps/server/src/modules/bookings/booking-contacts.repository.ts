import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingServices, bookings } from '../../db/schema/bookings.ts';

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

/** What messaging reads to attach a WhatsApp reply to a booking: which, and who runs it. */
export type BookingOfReply = { id: number; reference: string; customerName: string; ownerId: number; assignedToId: number | null };

const replyColumns = { id: bookings.id, reference: bookings.reference, customerName: bookings.customerName, ownerId: bookings.ownerId, assignedToId: bookings.assignedToId };

/** The booking of a trip, if it is booked: a customer who writes about a booked trip writes about its booking. */
export async function bookingOfTrip(db: Db, itineraryId: number): Promise<BookingOfReply | undefined> {
  const [row] = await db.select(replyColumns).from(bookings).where(eq(bookings.itineraryId, itineraryId));
  return row;
}

/**
 * The booking a supplier's reply most likely answers: the latest one still running that waits on a
 * request to this supplier.
 */
export async function bookingAwaitingSupplier(db: Db, supplierId: number): Promise<BookingOfReply | undefined> {
  const [row] = await db
    .select(replyColumns)
    .from(bookingServices)
    .innerJoin(bookings, eq(bookings.id, bookingServices.bookingId))
    .where(and(eq(bookingServices.supplierId, supplierId), eq(bookingServices.status, 'requested'), inArray(bookings.status, ['confirming', 'confirmed', 'travelling'])))
    .orderBy(desc(bookingServices.requestedAt), desc(bookingServices.id))
    .limit(1);
  return row;
}
