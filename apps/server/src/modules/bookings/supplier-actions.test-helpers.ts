import { expect } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { BOOKING_PATHS, type Booking, type BookingService, type ItinerarySchedule, type ServiceActionRequest, type ServiceActionResponse, type TripHeading } from '@ua/contracts';
import type { Caller, TestContext } from '../../../test/harness.ts';
import { bookingEvents, bookingLinks } from '../../db/schema/bookings.ts';
import { messages } from '../../db/schema/messaging.ts';
import { notifications } from '../../db/schema/notifications.ts';
import type { BookingDesk } from './bookings.test-helpers.ts';

/** What the supplier-action tests share: acting on services, the messages queued, the supplier's link. */

export async function act(caller: Caller, bookingId: number, body: ServiceActionRequest): Promise<ServiceActionResponse> {
  const res = await caller.post(BOOKING_PATHS.serviceAction(bookingId), body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export function serviceOf(booking: Booking, label: string): BookingService {
  const service = booking.service_list.find((candidate) => candidate.label === label);
  if (!service) throw new Error(`no service ${label} on ${booking.reference}`);
  return service;
}

/** The booking's messages, oldest first, with the template and its parameters. */
export async function bookingMessages(ctx: TestContext, bookingId: number, template?: string) {
  const rows = await ctx.database.db
    .select()
    .from(messages)
    .where(and(eq(messages.recordType, 'booking'), eq(messages.recordId, bookingId)))
    .orderBy(asc(messages.id));
  return template === undefined ? rows : rows.filter((row) => row.template === template);
}

/** The path of the supplier's page in the latest request of the booking (the site's address taken off). */
export async function latestAnswerPath(ctx: TestContext, bookingId: number): Promise<string> {
  const requests = await bookingMessages(ctx, bookingId, 'booking_request');
  const url = requests.at(-1)?.parameters.answer_url;
  if (!url?.startsWith(ctx.config.publicSiteUrl)) throw new Error(`no answer link was sent for booking ${bookingId}`);
  return url.slice(ctx.config.publicSiteUrl.length);
}

/** The token in a supplier page's path. */
export const tokenOf = (path: string) => path.split('/').filter(Boolean).at(-1) ?? '';

export async function linkOfToken(ctx: TestContext, token: string) {
  const [row] = await ctx.database.db
    .select()
    .from(bookingLinks)
    .where(eq(bookingLinks.id, Number(token.split('-')[0])));
  if (!row) throw new Error(`no link for ${token}`);
  return row;
}

/** Posts the supplier's form as a browser does. */
export function postForm(ctx: TestContext, path: string, fields: Record<string, string>) {
  return ctx.anonymous.post(path, new URLSearchParams(fields).toString(), { headers: { 'content-type': 'application/x-www-form-urlencoded' } });
}

export async function eventsOf(ctx: TestContext, bookingId: number) {
  return ctx.database.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, bookingId)).orderBy(asc(bookingEvents.id));
}

export async function notificationsOf(ctx: TestContext, userId: number) {
  return ctx.database.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.id));
}

async function ok<T>(response: Promise<{ statusCode: number; body: string; json(): unknown }>, status = 200): Promise<T> {
  const res = await response;
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}

/**
 * A trip with two stays at the lake hotel (a night from day 1, a night from day 3) and the show on
 * day 2, quoted, frozen and accepted through the API: one supplier holding two services.
 */
export async function makeTwoStayTrip(desk: BookingDesk): Promise<TripHeading> {
  const { seller, world } = desk;
  const heading = await ok<TripHeading>(
    seller.post('/api/itinerary/trip-heading/', {
      title: 'Backwaters twice',
      customer: { name: 'Meera Iyer', phone: '+919812345678', email: 'meera@example.com', whatsapp: '+919812345678' },
      start_date: '2027-03-01',
      nights: 3,
      travellers: { adults: 2 },
      place_ids: [world.alleppey],
    }),
    201,
  );
  const schedule = await ok<ItinerarySchedule>(seller.get(`/api/itinerary/${heading.id}/schedule/`));
  const [day1, day2, day3] = schedule.days;
  if (!day1 || !day2 || !day3) throw new Error('the trip was laid out without its days');
  for (const day of schedule.days) await ok(seller.patch(`/api/itinerary/${heading.id}/day-schedule/${day.id}/`, { place_id: world.alleppey }));
  await ok(seller.post(`/api/itinerary/${heading.id}/day-schedule/${day1.id}/items/`, { variant_id: world.lakeHotel.room, quantity: 1, nights: 1 }), 201);
  await ok(seller.post(`/api/itinerary/${heading.id}/day-schedule/${day2.id}/items/`, { variant_id: world.show.adult, quantity: 2, time: '18:30' }), 201);
  await ok(seller.post(`/api/itinerary/${heading.id}/day-schedule/${day3.id}/items/`, { variant_id: world.lakeHotel.room, quantity: 1, nights: 1 }), 201);
  await ok(seller.post(`/api/itinerary/${heading.id}/final-itinerary/`, { note: 'Two stays' }), 201);
  await ok(seller.post(`/api/itinerary/${heading.id}/final-itinerary/1/accept/`, {}));
  return ok<TripHeading>(seller.get(`/api/itinerary/trip-heading/${heading.id}/`));
}
