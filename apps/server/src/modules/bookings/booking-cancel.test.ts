import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BOOKING_PATHS, type Booking, type ServiceActionResponse } from '@ua/contracts';
import { createTestContext, rowCounts, type TestContext } from '../../../test/harness.ts';
import { auditOf, bookTrip, makeBookingDesk, type BookingDesk } from './bookings.test-helpers.ts';
import { act, bookingMessages, eventsOf, latestAnswerPath, makeTwoStayTrip, notificationsOf } from './supplier-actions.test-helpers.ts';

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
  // Two lake-hotel stays and the show: the lake hotel holds two services.
  booking = await bookTrip(desk.ops, (await makeTwoStayTrip(desk)).id, { assigned_to_id: desk.colleagueId });
});

/** The booking's services in the order the trip runs them. */
function serviceAt(index: number) {
  const service = booking.service_list[index];
  if (!service) throw new Error(`no service ${index}`);
  return service;
}
const firstStay = () => serviceAt(0);
const show = () => serviceAt(1);
const secondStay = () => serviceAt(2);

async function cancel(body: object, caller = desk.ops): Promise<ServiceActionResponse> {
  const res = await caller.post(BOOKING_PATHS.cancel(booking.id), body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('cancelling a booking', () => {
  it('cancels every service, tells each supplier holding one once of all of it, and lists every such supplier', async () => {
    await act(desk.ops, booking.id, { action: 'request', service_id: firstStay().id });
    const page = await latestAnswerPath(ctx, booking.id);
    await act(desk.ops, booking.id, { action: 'confirm', service_id: secondStay().id, confirmation_number: 'LP-77' });
    await act(desk.ops, booking.id, { action: 'confirm', service_id: show().id, confirmation_number: 'KC-5' });

    const { booking: cancelled, supplier_notices } = await cancel({ reason: 'The customer fell ill' });
    expect(cancelled).toMatchObject({ status: 'cancelled', cancel_reason: 'The customer fell ill', services: { total: 3, confirmed: 0, open: 0, rejected: 0, cancelled: 3 } });
    expect(cancelled.cancelled_at).not.toBeNull();
    expect(cancelled.service_list.map((service) => [service.status, service.status_reason])).toEqual([
      ['cancelled', 'The customer fell ill'],
      ['cancelled', 'The customer fell ill'],
      ['cancelled', 'The customer fell ill'],
    ]);

    expect(supplier_notices).toEqual([
      {
        supplier: { id: desk.world.lakeHotel.supplierId, name: 'Lake Palace Resort' },
        services: [
          { id: firstStay().id, label: 'Lake Palace Resort', first_date: '2027-03-01', last_date: '2027-03-02', confirmation_number: null },
          { id: secondStay().id, label: 'Lake Palace Resort', first_date: '2027-03-03', last_date: '2027-03-04', confirmation_number: 'LP-77' },
        ],
        told: true,
        channel: 'whatsapp',
        not_told_reason: null,
      },
      {
        supplier: { id: desk.world.show.supplierId, name: 'Kathakali Centre' },
        services: [{ id: show().id, label: 'Kathakali Evening', first_date: '2027-03-02', last_date: '2027-03-02', confirmation_number: 'KC-5' }],
        told: false,
        channel: null,
        not_told_reason: 'None of Kathakali Centre’s contacts has a WhatsApp number or an email address: tell them yourself',
      },
    ]);
    const messages = await bookingMessages(ctx, booking.id, 'booking_cancellation');
    expect(messages.map((message) => [message.channel, message.toAddress, message.parameters.services])).toEqual([
      ['whatsapp', '+919847000001', '1 × Deluxe Lake View · CP at Lake Palace Resort, 1 Mar 2027 to 2 Mar 2027 (1 night); 1 × Deluxe Lake View · CP at Lake Palace Resort, 3 Mar 2027 to 4 Mar 2027 (1 night) (your confirmation LP-77)'],
    ]);

    // The supplier's page of the request stops working.
    expect((await ctx.anonymous.get(page)).statusCode).toBe(410);
    const event = (await eventsOf(ctx, booking.id)).find((row) => row.kind === 'cancelled' && row.serviceId === null);
    expect(event).toMatchObject({ fromStatus: 'confirming', toStatus: 'cancelled', title: 'Booking cancelled by Omar Ops', messageId: messages[0]?.id });
    expect(event?.detail).toContain('Kathakali Centre not told');
    const [audit] = await auditOf(ctx, 'booking', booking.id);
    expect(audit).toMatchObject({ action: 'cancel', actorId: desk.opsId, after: { status: 'cancelled', cancel_reason: 'The customer fell ill', suppliers_told: [desk.world.lakeHotel.supplierId] } });
    for (const person of [desk.sellerId, desk.colleagueId]) {
      expect((await notificationsOf(ctx, person)).at(-1)).toMatchObject({ notificationType: 'booking', link: `/bookings/${booking.id}` });
    }
    // The trip stays booked: its booking is on record, cancelled.
    expect((await desk.seller.get(`/api/itinerary/trip-heading/${booking.itinerary.id}/`)).json().status).toBe('booked');
  });

  it('tells nobody when asked not to, and still says who holds what', async () => {
    await act(desk.ops, booking.id, { action: 'request', service_id: firstStay().id });
    const { supplier_notices } = await cancel({ reason: 'Postponed', tell_suppliers: false });
    expect(supplier_notices).toEqual([expect.objectContaining({ supplier: { id: desk.world.lakeHotel.supplierId, name: 'Lake Palace Resort' }, told: false, not_told_reason: 'Not asked to: tell them yourself' })]);
    expect(await bookingMessages(ctx, booking.id, 'booking_cancellation')).toEqual([]);
  });

  it('leaves a pending service’s supplier out of the notices', async () => {
    const { supplier_notices } = await cancel({ reason: 'Postponed' });
    expect(supplier_notices).toEqual([]);
    expect(await bookingMessages(ctx, booking.id)).toEqual([]);
  });

  it('refuses every further action on the cancelled booking with 409 booking.cancelled, changing nothing', async () => {
    await cancel({ reason: 'Postponed' });
    const counts = await rowCounts(ctx.database);
    for (const [path, body] of [
      [BOOKING_PATHS.serviceAction(booking.id), { action: 'request', service_id: firstStay().id }],
      [BOOKING_PATHS.serviceAction(booking.id), { action: 'confirm', service_id: firstStay().id, confirmation_number: 'LP-1' }],
      [BOOKING_PATHS.serviceAction(booking.id), { action: 'change_supplier', service_id: firstStay().id, variant_id: desk.world.palmHotel.room }],
      [BOOKING_PATHS.cancel(booking.id), { reason: 'Again' }],
    ] as const) {
      const res = await desk.ops.post(path, body);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().code).toBe('booking.cancelled');
    }
    expect(await rowCounts(ctx.database)).toEqual(counts);
  });

  it('needs a reason', async () => {
    const res = await desk.ops.post(BOOKING_PATHS.cancel(booking.id), { reason: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.reason).toBeDefined();
    expect((await desk.ops.get(BOOKING_PATHS.booking(booking.id))).json().status).toBe('confirming');
  });
});
