import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BOOKING_PATHS, type Booking } from '@ua/contracts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { capturedStatements } from '../../../test/performance/query-plans.ts';
import { SYNC_CHANNEL } from '../../core/events/event-bus.ts';
import { bookTrip, makeAcceptedTrip, makeBookingDesk, type BookingDesk } from './bookings.test-helpers.ts';

/**
 * The booking page asks for the booking, then at once for its comments and its timeline (with the
 * conversation and the payments panel). Each statement is an index probe of a few rows, so what a
 * part costs is mostly its statements, one round trip and one driver's work each: each part keeps
 * to its budget, counted at the driver once the caller's account is kept.
 */

let ctx: TestContext;
let desk: BookingDesk;
let booking: Booking;

beforeAll(async () => {
  ctx = await createTestContext({ data: 'empty' });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  desk = await makeBookingDesk(ctx);
  booking = await bookTrip(desk.ops, (await makeAcceptedTrip(desk)).id);
  const res = await desk.ops.post(BOOKING_PATHS.comments(booking.id), { body: 'The driver asked for the hotel address.' });
  expect(res.statusCode, res.body).toBe(201);
});

/** The event bus's marker, which proves the kept account current: the bus's round trip, not the page's. */
const isSyncMarker = (statement: { params: unknown[] }) => statement.params.some((param) => typeof param === 'string' && param.includes(`"c":"${SYNC_CHANNEL}"`));

async function statementsOf(url: string): Promise<number> {
  // The first call signs the caller in and keeps the account: only the second is the page's own cost.
  expect((await desk.ops.get(url)).statusCode).toBe(200);
  let status = 0;
  const statements = await capturedStatements(ctx.database.db, async () => {
    status = (await desk.ops.get(url)).statusCode;
  });
  expect(status).toBe(200);
  return statements.filter((statement) => !isSyncMarker(statement)).length;
}

describe("the booking page's reads", () => {
  it('answers the booking, its comments and its timeline each within its budget of statements', async () => {
    // The booking; its travellers, services and people's names; its suppliers' contacts (and, with a request out, its link's expiry).
    expect(await statementsOf(BOOKING_PATHS.booking(booking.id))).toBeLessThanOrEqual(5);
    // The booking; the thread's count and page; its people's names and earlier texts.
    expect(await statementsOf(`${BOOKING_PATHS.comments(booking.id)}?page=1&page_size=20`)).toBeLessThanOrEqual(5);
    // The booking; events, messages and comments with their counts (events' and comments' in one); names.
    expect(await statementsOf(BOOKING_PATHS.timeline(booking.id))).toBeLessThanOrEqual(7);
  });
});
