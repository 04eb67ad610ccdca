import { BOOKING_STATUS_LABELS } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { notify } from '../notifications/index.ts';
import { todayInIndia } from '../itineraries/index.ts';
import { recordBookingEvent, type EventActor } from './booking-events.repository.ts';
import { findBooking, servicesOfBooking, updateBookingRow, type BookingRow } from './booking-rows.repository.ts';
import { bookingIsActive, bookingStatusOf, countServices } from './booking-status.ts';

/** The booking, locked for this write (writes to one booking take turns); 404 for none. */
export async function lockBooking(tx: Db, id: number): Promise<BookingRow> {
  const booking = await findBooking(tx, id, true);
  if (!booking) throw notFound('Booking not found.');
  return booking;
}

/** The booking, locked, refused (409 `booking.cancelled`) once cancelled or completed. */
export async function lockActiveBooking(tx: Db, id: number): Promise<BookingRow> {
  const booking = await lockBooking(tx, id);
  if (!bookingIsActive(booking.status)) {
    const why = booking.status === 'cancelled' ? 'it is cancelled' : 'the trip is over';
    throw new AppError('booking.cancelled', `${booking.reference} cannot be changed: ${why}.`);
  }
  return booking;
}

export const bookingLink = (bookingId: number) => `/bookings/${bookingId}`;

/**
 * Ends every write to a booking, in its transaction: the service counts are taken again, the status
 * follows from them and the calendar, a move of status goes on the timeline, and the owner hears
 * when every service is confirmed (unless the owner confirmed the last one). Answers the booking as it now stands.
 */
export async function finishBookingWrite(tx: Db, actor: EventActor, bookingId: number, now: Date = new Date()): Promise<BookingRow> {
  const before = await findBooking(tx, bookingId);
  if (!before) throw notFound('Booking not found.');
  const counts = countServices((await servicesOfBooking(tx, bookingId)).map((service) => service.status));
  const status = bookingStatusOf({ cancelled: before.cancelledAt !== null, counts, startDate: before.startDate, endDate: before.endDate, today: todayInIndia(now) });
  const after = await updateBookingRow(tx, bookingId, {
    status,
    servicesTotal: counts.total,
    servicesConfirmed: counts.confirmed,
    servicesOpen: counts.open,
    servicesRejected: counts.rejected,
    servicesCancelled: counts.cancelled,
  });
  if (status !== before.status) {
    await recordBookingEvent(tx, actor, {
      bookingId,
      kind: 'status',
      fromStatus: before.status,
      toStatus: status,
      title: `${BOOKING_STATUS_LABELS[before.status]} → ${BOOKING_STATUS_LABELS[status]}`,
    });
    // Nobody is told what they did themselves: the owner hears of it when someone else confirmed the last service.
    const actorId = actor.kind === 'staff' ? actor.userId : null;
    if (status === 'confirmed' && after.ownerId !== actorId) {
      await notify(tx, { userIds: [after.ownerId] }, { type: 'booking', message: `Every service of ${after.reference} (${after.customerName}) is confirmed.`, link: bookingLink(bookingId) });
    }
  }
  return after;
}
