import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BOOKING_PATHS, type Booking } from '@ua/contracts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { makeStaff } from '../../../test/fixtures/staff.ts';
import { notificationRaises, notifications } from '../../db/schema/notifications.ts';
import { addDays, todayInIndia } from '../itineraries/index.ts';
import { bookTrip, makeAcceptedTrip, makeBookingDesk, type BookingDesk } from './bookings.test-helpers.ts';
import { BOOKING_DEADLINES_JOB, bookingDeadlineJobs } from './deadlines.jobs.ts';
import { raiseBookingDeadlines } from './deadlines.service.ts';
import { act, serviceOf } from './supplier-actions.test-helpers.ts';

/**
 * Services still unconfirmed a week and two days before travel: operations (bookings.manage), who runs
 * the booking and who owns it hear, each service once per threshold; a reader of bookings and a holder
 * of bookings.manage who cannot see bookings do not.
 */

let ctx: TestContext;
let desk: BookingDesk;
let booking: Booking;
let blindManagerId: number;
let people: number[];

const DAY_MS = 86_400_000;
const db = () => ctx.database.db;
const today = () => todayInIndia(new Date());
const sweep = (now = new Date()) => raiseBookingDeadlines(db(), now);

beforeAll(async () => {
  ctx = await createTestContext({ data: 'empty' });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  desk = await makeBookingDesk(ctx);
  // bookings.manage without bookings.view: a booking notice needs the view label to reach anyone.
  blindManagerId = (await makeStaff(db(), { labels: ['bookings.manage'] })).id;
  people = [desk.sellerId, desk.opsId, desk.colleagueId, desk.readerId, blindManagerId];
  booking = await bookTrip(desk.ops, (await makeAcceptedTrip(desk, { startDate: addDays(today(), 6) })).id, { assigned_to_id: desk.colleagueId });
});

const notices = async () => db().select().from(notifications).where(and(inArray(notifications.userId, people), eq(notifications.notificationType, 'booking'))).orderBy(asc(notifications.id));
const unconfirmedNotices = async () => (await notices()).filter((row) => row.message.includes('the trip starts'));
/** Operations, the assignee and the owner (the seller, who sold the trip). */
const actors = () => [desk.sellerId, desk.opsId, desk.colleagueId].sort((a, b) => a - b);
const whoHeardOf = async (label: string) =>
  (await unconfirmedNotices())
    .filter((row) => row.message.includes(`: ${label} `))
    .map((row) => row.userId)
    .sort((a, b) => a - b);

describe('a service unconfirmed a week before travel', () => {
  it('tells operations, the assignee and the owner once per service, linking to the booking, with the travel date to snooze until', async () => {
    expect(booking).toMatchObject({ owner: { id: desk.sellerId }, assigned_to: { id: desk.colleagueId } });
    await act(desk.ops, booking.id, { action: 'request', service_id: serviceOf(booking, 'Lake Palace Resort').id });
    await act(desk.ops, booking.id, { action: 'confirm', service_id: serviceOf(booking, 'Kerala Cabs').id, confirmation_number: 'KC-1' });

    // Two sweeps at once, and a third after: each fact reaches each person once.
    const [first, second] = await Promise.all([sweep(), sweep()]);
    expect((first ?? 0) + (second ?? 0)).toBe(6);
    expect(await sweep()).toBe(0);

    expect(await whoHeardOf('Lake Palace Resort')).toEqual(actors());
    expect(await whoHeardOf('Kathakali Evening')).toEqual(actors());
    expect(await whoHeardOf('Kerala Cabs')).toEqual([]);
    const [stay] = (await unconfirmedNotices()).filter((row) => row.message.includes('Lake Palace Resort'));
    expect(stay).toMatchObject({
      link: `/bookings/${booking.id}`,
      message: expect.stringMatching(new RegExp(`^${booking.reference} \\(Rahul Sharma\\): Lake Palace Resort was asked of Lake Palace Resort and has no answer yet, and the trip starts on .+, in 6 days\\.$`)),
      snoozeDates: [{ key: 'travel_date', label: 'The day the trip starts', at: new Date(`${booking.start_date}T09:00:00+05:30`).toISOString() }],
    });
    expect((await unconfirmedNotices()).find((row) => row.message.includes('Kathakali Evening'))?.message).toContain('is not requested from Kathakali Centre yet');
  });

  it('tells them again two days before travel of what is still unconfirmed, and of nothing once confirmed or cancelled', async () => {
    await sweep();
    expect(await unconfirmedNotices()).toHaveLength(9);
    await act(desk.ops, booking.id, { action: 'confirm', service_id: serviceOf(booking, 'Lake Palace Resort').id, confirmation_number: 'LP-1' });

    const twoDaysBefore = new Date(Date.now() + 4 * DAY_MS);
    expect(await sweep(twoDaysBefore)).toBe(6);
    expect(await sweep(twoDaysBefore)).toBe(0);
    const later = (await unconfirmedNotices()).slice(9);
    expect(later.filter((row) => row.message.includes('Lake Palace Resort'))).toEqual([]);
    expect(later.filter((row) => row.message.includes('Kathakali Evening')).map((row) => row.userId).sort((a, b) => a - b)).toEqual(actors());
    expect(later[0]?.message).toMatch(/in 2 days\.$/);

    await act(desk.ops, booking.id, { action: 'confirm', service_id: serviceOf(booking, 'Kathakali Evening').id, confirmation_number: 'KE-1' });
    await act(desk.ops, booking.id, { action: 'confirm', service_id: serviceOf(booking, 'Kerala Cabs').id, confirmation_number: 'KC-1' });
    expect(await sweep(new Date(Date.now() + 5 * DAY_MS))).toBe(0);
  });

  it('raises only the tightest threshold reached, and nothing for a cancelled booking or one further off', async () => {
    await ctx.reset();
    desk = await makeBookingDesk(ctx);
    people = [desk.sellerId, desk.opsId, desk.colleagueId, desk.readerId];
    const tomorrow = await bookTrip(desk.ops, (await makeAcceptedTrip(desk, { startDate: addDays(today(), 1), title: 'Tomorrow' })).id);
    const called = await bookTrip(desk.ops, (await makeAcceptedTrip(desk, { startDate: addDays(today(), 3), title: 'Called off' })).id);
    await bookTrip(desk.ops, (await makeAcceptedTrip(desk, { startDate: addDays(today(), 8), title: 'Next week' })).id);
    const res = await desk.ops.post(BOOKING_PATHS.cancel(called.id), { reason: 'Customer fell ill', tell_suppliers: false });
    expect(res.statusCode, res.body).toBe(200);

    // Only the booking of tomorrow: its three services, each to the owner and the two holders of bookings.manage (nobody is assigned).
    expect(await sweep()).toBe(9);
    const told = await unconfirmedNotices();
    expect(told.every((row) => row.link === `/bookings/${tomorrow.id}`)).toBe(true);
    expect(told.every((row) => /the trip starts tomorrow, .+\.$/.test(row.message))).toBe(true);
    expect(told.map((row) => row.userId).sort((a, b) => a - b)).toEqual([...actors(), ...actors(), ...actors()].sort((a, b) => a - b));
    const keys = new Set((await db().select({ key: notificationRaises.raiseKey }).from(notificationRaises)).map((row) => row.key));
    expect([...keys].sort()).toEqual(tomorrow.service_list.map((service) => `service-unconfirmed:${service.id}:2d`).sort());
  });

  it('is the bookings.deadlines job, every quarter of an hour', () => {
    const { definitions, schedules } = bookingDeadlineJobs();
    expect(definitions.map((definition) => definition.name)).toEqual([BOOKING_DEADLINES_JOB]);
    expect(schedules).toEqual([expect.objectContaining({ name: 'bookings-deadlines', job: BOOKING_DEADLINES_JOB, timing: { kind: 'every', minutes: 15 } })]);
  });
});
