import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGING_PATHS } from '@ua/contracts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
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

const note = (bookingId: number, extra: object = {}) => ({
  record_type: 'booking',
  record_id: bookingId,
  template: 'booking_note',
  parameters: { customer_name: 'Rahul Sharma', booking_reference: 'UA-2026-000001', message: 'Check-in is at noon.', staff_name: 'Omar' },
  ...extra,
});

describe("messages about a booking, to its customer", () => {
  it('queues a note to the customer by mail and lists it with the booking for its readers', async () => {
    const trip = await makeAcceptedTrip(desk, { email: 'rahul.family@example.com' });
    const booking = await bookTrip(desk.ops, trip.id);
    const sent = await desk.ops.post(MESSAGING_PATHS.mailMessageAction, note(booking.id));
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ channel: 'email', status: 'queued', record_type: 'booking', record_id: booking.id, party: 'customer', to_address: 'rahul.family@example.com' });
    expect(sent.json().body_text).toContain('Check-in is at noon.');

    const listed = await desk.reader.get(`${MESSAGING_PATHS.mailMessageAction}?record_type=booking&record_id=${booking.id}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().results.map((message: { id: number }) => message.id)).toEqual([sent.json().id]);
  });

  it('writes to a booking’s suppliers only through its services, and refuses the senders without messaging.send', async () => {
    const trip = await makeAcceptedTrip(desk);
    const booking = await bookTrip(desk.ops, trip.id);
    const toSupplier = await desk.ops.post(MESSAGING_PATHS.mailMessageAction, note(booking.id, { to: 'supplier' }));
    expect(toSupplier.statusCode).toBe(400);
    expect(toSupplier.json().errors.to).toBeDefined();
    expect((await desk.reader.post(MESSAGING_PATHS.mailMessageAction, note(booking.id))).statusCode).toBe(403);
  });
});
