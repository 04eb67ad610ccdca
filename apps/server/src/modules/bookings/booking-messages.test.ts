import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGING_PATHS } from '@ua/contracts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { makeAccessLevel } from '../../../test/fixtures/staff.ts';
import { eq } from 'drizzle-orm';
import { messages } from '../../db/schema/messaging.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { deliverWebhook } from '../messaging/whatsapp.test-helpers.ts';
import { inboundTextDelivery } from '../messaging/whatsapp-webhook.ts';
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

describe('WhatsApp replies about a booking', () => {
  const reply = (from: string, wamid: string, text: string) =>
    inboundTextDelivery({ phoneNumberId: ctx.config.whatsapp.phoneNumberId, displayPhoneNumber: '15550000000' }, { wamid, from, name: 'Someone', text, at: new Date() });

  it('from the customer of a booked trip land on the booking and reach the person running it', async () => {
    const trip = await makeAcceptedTrip(desk, { whatsapp: '+919800000111' });
    // WhatsApp notifications reach people who can answer them (messaging.send).
    await makeAccessLevel(ctx.database.db, { labels: ['messaging.send'], holders: [desk.colleagueId] });
    const booking = await bookTrip(desk.ops, trip.id, { assigned_to_id: desk.colleagueId });
    expect((await deliverWebhook(ctx, reply('+919800000111', 'wamid.BK1', 'Can we check in early?'))).statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(messages).where(eq(messages.direction, 'in'));
    expect(row).toMatchObject({ recordType: 'booking', recordId: booking.id, party: 'customer' });
    const told = await ctx.database.db.select().from(notifications).where(eq(notifications.notificationType, 'whatsapp'));
    expect(told).toEqual([expect.objectContaining({ userId: desk.colleagueId, link: `/bookings/${booking.id}` })]);
  });

  it('from a supplier asked about a service land on the booking that waits on it', async () => {
    const trip = await makeAcceptedTrip(desk);
    const booking = await bookTrip(desk.ops, trip.id);
    const stay = booking.service_list[0];
    const requested = await desk.ops.post(`/api/booking/${booking.id}/service-action/`, { action: 'request', service_id: stay?.id });
    expect(requested.statusCode, requested.body).toBe(200);
    expect((await deliverWebhook(ctx, reply('+919847000001', 'wamid.BK2', 'Rooms are available, confirming shortly.'))).statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(messages).where(eq(messages.direction, 'in'));
    expect(row).toMatchObject({ recordType: 'booking', recordId: booking.id, party: 'supplier' });
    const timeline = (await desk.ops.get(`/api/booking/${booking.id}/timeline/`)).json();
    expect(timeline.results).toContainEqual(expect.objectContaining({ kind: 'message', actor_label: expect.stringContaining('(supplier)'), message: expect.objectContaining({ direction: 'in', status: 'received' }) }));
  });
});
