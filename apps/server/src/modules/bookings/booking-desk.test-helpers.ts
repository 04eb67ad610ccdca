import { expect } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { Booking, ItinerarySchedule, TripHeading } from '@ua/contracts';
import type { TestContext } from '../../../test/harness.ts';
import { systemActor } from '../../core/actor.ts';
import { bookingServices, bookings } from '../../db/schema/bookings.ts';
import { addDays, todayInIndia } from '../itineraries/index.ts';
import { voucherNumberOf } from './booking-references.ts';
import { finishBookingWrite } from './booking-writes.ts';
import type { BookingDesk } from './bookings.test-helpers.ts';

/**
 * More of the booking desk for the list, edit, departures and calendar tests: trips of one stay at a
 * chosen hotel, dates counted from today in India, and the states other steps of the module (the
 * supplier's answers, a cancellation) would leave a booking in, written straight to the tables.
 */

/** Today in India, moved by `days`: what the server calls today when the test runs. */
export const daysFromToday = (days: number) => addDays(todayInIndia(), days);

async function ok<T>(response: Promise<{ statusCode: number; body: string; json(): unknown }>, status = 200): Promise<T> {
  const res = await response;
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}

export type StayTripOptions = { variantId: number; placeId: number; startDate: string; nights?: number; title: string; customerName: string; ownerId?: number };

/** An accepted trip of one stay (a room of `variantId`, every night) at one place; answers its heading. */
export async function makeAcceptedStay(desk: BookingDesk, options: StayTripOptions): Promise<TripHeading> {
  const { seller } = desk;
  const nights = options.nights ?? 2;
  const heading = await ok<TripHeading>(
    seller.post('/api/itinerary/trip-heading/', {
      title: options.title,
      customer: { name: options.customerName, phone: '+919800000000', email: 'guest@example.com', whatsapp: '' },
      start_date: options.startDate,
      nights,
      travellers: { adults: 2 },
      place_ids: [options.placeId],
      ...(options.ownerId === undefined ? {} : { owner_id: options.ownerId }),
    }),
    201,
  );
  const schedule = await ok<ItinerarySchedule>(seller.get(`/api/itinerary/${heading.id}/schedule/`));
  const day1 = schedule.days[0];
  if (!day1) throw new Error('the trip was laid out without its days');
  await ok(seller.post(`/api/itinerary/${heading.id}/day-schedule/${day1.id}/items/`, { variant_id: options.variantId, quantity: 1, nights }), 201);
  await ok(seller.post(`/api/itinerary/${heading.id}/final-itinerary/`, {}), 201);
  await ok(seller.post(`/api/itinerary/${heading.id}/final-itinerary/1/accept/`, {}));
  return heading;
}

/** Services confirmed by their suppliers (all of the booking's when none are named), as the supplier's answer would leave them. */
export async function confirmServices(ctx: TestContext, booking: Booking, serviceIds?: readonly number[]): Promise<void> {
  const chosen = booking.service_list.filter((service) => serviceIds === undefined || serviceIds.includes(service.id));
  await ctx.database.db.transaction(async (tx) => {
    for (const service of chosen) {
      await tx
        .update(bookingServices)
        .set({ status: 'confirmed', confirmationNumber: `CNF-${service.id}`, voucherNumber: voucherNumberOf(booking.reference, service.position), confirmedAt: new Date() })
        .where(and(eq(bookingServices.bookingId, booking.id), eq(bookingServices.id, service.id)));
    }
    await finishBookingWrite(tx, systemActor('test'), booking.id);
  });
}

/** Services set to a status without the steps that lead there (requested, rejected, cancelled). */
export async function setServiceStatus(ctx: TestContext, booking: Booking, serviceIds: readonly number[], status: 'requested' | 'rejected' | 'cancelled'): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    await tx
      .update(bookingServices)
      .set({ status, requestedAt: status === 'requested' ? new Date() : null })
      .where(and(eq(bookingServices.bookingId, booking.id), inArray(bookingServices.id, [...serviceIds])));
    await finishBookingWrite(tx, systemActor('test'), booking.id);
  });
}

/** The booking cancelled with every service, as cancelling it would leave the rows. */
export async function cancelBooking(ctx: TestContext, bookingId: number): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    await tx.update(bookingServices).set({ status: 'cancelled', statusReason: 'Booking cancelled' }).where(eq(bookingServices.bookingId, bookingId));
    await tx.update(bookings).set({ status: 'cancelled', cancelledAt: new Date(), cancelReason: 'Customer called off the trip' }).where(eq(bookings.id, bookingId));
    await finishBookingWrite(tx, systemActor('test'), bookingId);
  });
}
