import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Booking } from '@ua/contracts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { enqueue } from '../../core/jobs/enqueue.ts';
import { createJobRunner } from '../../core/jobs/runner.ts';
import { bookingEvents, bookings } from '../../db/schema/bookings.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { jobCatalogue } from '../system/job-catalogue.ts';
import { cancelBooking, confirmServices, daysFromToday } from './booking-desk.test-helpers.ts';
import { ADVANCE_BY_DATE_JOB, bookingJobs } from './bookings.jobs.ts';
import { bookTrip, makeAcceptedTrip, makeBookingDesk, type BookingDesk } from './bookings.test-helpers.ts';

let ctx: TestContext;
let desk: BookingDesk;

beforeAll(async () => {
  ctx = await createTestContext({ data: 'empty' });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  desk = await makeBookingDesk(ctx);
});

const DAY_MS = 86_400_000;

/**
 * Runs the daily job as the worker would (enqueued, claimed, run), on a clock `days` ahead of now:
 * the bookings stay as made, and the job reads "today" from that clock.
 */
async function runJobDaysFromNow(days: number): Promise<void> {
  const clock = new Date(Date.now() + days * DAY_MS);
  const runner = createJobRunner({ db: ctx.database.db, definitions: bookingJobs({ now: () => clock }).definitions, backoff: { baseMs: 0, capMs: 0 } });
  const id = await enqueue(ctx.database.db, { name: ADVANCE_BY_DATE_JOB, payload: {} });
  expect(await runner.drain()).toBe(1);
  const [job] = await ctx.database.db.select().from(jobs).where(eq(jobs.id, id ?? 0));
  expect(job?.state, job?.lastError ?? '').toBe('succeeded');
}

async function bookFrom(days: number, customerName: string): Promise<Booking> {
  return bookTrip(desk.ops, (await makeAcceptedTrip(desk, { startDate: daysFromToday(days), nights: 3, customerName })).id);
}

const rowsOf = (ids: number[]) => ctx.database.db.select({ id: bookings.id, status: bookings.status, updatedAt: bookings.updatedAt }).from(bookings).where(inArray(bookings.id, ids)).orderBy(asc(bookings.id));
const statusEvents = (id: number) =>
  ctx.database.db
    .select({ title: bookingEvents.title, fromStatus: bookingEvents.fromStatus, toStatus: bookingEvents.toStatus, actorKind: bookingEvents.actorKind, actorId: bookingEvents.actorId })
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, id))
    .orderBy(asc(bookingEvents.id))
    .then((rows) => rows.filter((row) => row.fromStatus !== null));

describe('moving bookings by the calendar', () => {
  it('moves a booking to travelling on its first day and to completed after its last, each move on its timeline, and a second run changes nothing', async () => {
    const confirming = await bookFrom(1, 'Starts tomorrow');
    const confirmed = await bookFrom(1, 'Confirmed, starts tomorrow');
    await confirmServices(ctx, confirmed);
    const later = await bookFrom(10, 'Starts in ten days');
    const called = await bookFrom(1, 'Called off');
    await cancelBooking(ctx, called.id);
    const ids = [confirming.id, confirmed.id, later.id, called.id];
    const statuses = async () => (await rowsOf(ids)).map((row) => row.status);

    await runJobDaysFromNow(0);
    expect(await statuses()).toEqual(['confirming', 'confirmed', 'confirming', 'cancelled']);

    await runJobDaysFromNow(1);
    expect(await statuses()).toEqual(['travelling', 'travelling', 'confirming', 'cancelled']);
    expect(await statusEvents(confirming.id)).toEqual([{ title: 'Confirming → Travelling', fromStatus: 'confirming', toStatus: 'travelling', actorKind: 'system', actorId: null }]);
    expect((await statusEvents(confirmed.id)).at(-1)).toMatchObject({ title: 'Confirmed → Travelling', actorKind: 'system' });

    const settled = await rowsOf(ids);
    const eventCount = (await ctx.database.db.select().from(bookingEvents)).length;
    await runJobDaysFromNow(1);
    expect(await rowsOf(ids)).toEqual(settled);
    expect((await ctx.database.db.select().from(bookingEvents)).length).toBe(eventCount);

    // Three nights from tomorrow: the last day is the 4th from now, and the 5th is after it.
    await runJobDaysFromNow(4);
    expect(await statuses()).toEqual(['travelling', 'travelling', 'confirming', 'cancelled']);
    await runJobDaysFromNow(5);
    expect(await statuses()).toEqual(['completed', 'completed', 'confirming', 'cancelled']);
    expect((await statusEvents(confirming.id)).map((event) => event.title)).toEqual(['Confirming → Travelling', 'Travelling → Completed']);
    expect(await statusEvents(called.id)).toEqual([]);

    // A finished booking takes no more writes: the job moved it for good.
    const closed = await desk.ops.patch(`/api/booking/${confirming.id}/`, { notes: 'Too late' });
    expect(closed.json().code).toBe('booking.cancelled');
  });

  it('takes a booking the calendar overtook by more than one step straight to where it belongs', async () => {
    const booking = await bookFrom(1, 'Missed its days');
    await runJobDaysFromNow(30);
    expect((await rowsOf([booking.id]))[0]?.status).toBe('completed');
    expect((await statusEvents(booking.id)).map((event) => event.title)).toEqual(['Confirming → Completed']);
  });

  it('is in the job catalogue, scheduled daily at 00:05 in India', async () => {
    const catalogue = jobCatalogue(ctx.config);
    expect(catalogue.definitions.map((definition) => definition.name)).toContain(ADVANCE_BY_DATE_JOB);
    expect(catalogue.schedules).toContainEqual(expect.objectContaining({ job: ADVANCE_BY_DATE_JOB, timing: { kind: 'daily', time: '00:05', timeZone: 'Asia/Kolkata' } }));

    // At 17:30 in India the next slot is five past midnight there: 18:35 UTC the same day.
    const runner = createJobRunner({ db: ctx.database.db, ...bookingJobs(), now: () => new Date('2026-11-24T12:00:00Z') });
    expect(await runner.enqueueSchedules()).toBe(1);
    const [slot] = await ctx.database.db.select().from(jobs).where(eq(jobs.name, ADVANCE_BY_DATE_JOB));
    expect(slot?.runAt.toISOString()).toBe('2026-11-24T18:35:00.000Z');
  });
});
