import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { bookingForPayments, type BookingForPayments } from '../bookings/index.ts';
import { todayInIndia } from '../itineraries/index.ts';
import { dueStatusOf } from './money-rules.ts';
import { duesOf, settlePaidAmounts, updateDue, type DueRow } from './payment-rows.repository.ts';

/** The booking, its row locked for this money write (the money writes of one booking take turns); 404 for none. */
export async function lockBookingForMoney(tx: Db, bookingId: number): Promise<BookingForPayments> {
  const booking = await bookingForPayments(tx, bookingId, true);
  if (!booking) throw notFound('Booking not found.');
  return booking;
}

/** As lockBookingForMoney, refusing (409 `booking.cancelled`) a cancelled booking. */
export async function lockLiveBookingForMoney(tx: Db, bookingId: number): Promise<BookingForPayments> {
  const booking = await lockBookingForMoney(tx, bookingId);
  refuseCancelled(booking);
  return booking;
}

/** 409 `booking.cancelled`: a cancelled booking takes no new dues or payments, only refunds. */
export function refuseCancelled(booking: BookingForPayments): void {
  if (booking.status === 'cancelled') throw new AppError('booking.cancelled', `${booking.reference} is cancelled: record refunds against its payments instead.`);
}

/**
 * Ends every money write, in its transaction: each due's paid amount is reckoned again from the
 * allocations of payments not reversed, and its status follows from that and today's date. Answers
 * the dues as they now stand.
 */
export async function settleDues(tx: Db, bookingId: number, now: Date = new Date()): Promise<DueRow[]> {
  await settlePaidAmounts(tx, bookingId);
  const today = todayInIndia(now);
  const dues = await duesOf(tx, bookingId);
  const settled: DueRow[] = [];
  for (const due of dues) {
    const status = dueStatusOf({ amountPaise: due.amountPaise, paidPaise: due.paidPaise, dueDate: due.dueDate, waived: due.waivedAt !== null }, today);
    settled.push(status === due.status ? due : await updateDue(tx, due.id, { status }));
  }
  return settled;
}
