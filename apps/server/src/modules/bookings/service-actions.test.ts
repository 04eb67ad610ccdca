import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BOOKING_PATHS, type Booking } from '@ua/contracts';
import { createTestContext, rowCounts, type TestContext } from '../../../test/harness.ts';
import { bookingServices } from '../../db/schema/bookings.ts';
import { auditOf, bookTrip, LAKE_ROOM, makeAcceptedTrip, makeBookingDesk, PALM_ROOM, type BookingDesk } from './bookings.test-helpers.ts';
import { act, bookingMessages, eventsOf, latestAnswerPath, notificationsOf, serviceOf } from './supplier-actions.test-helpers.ts';

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
  booking = await bookTrip(desk.ops, (await makeAcceptedTrip(desk)).id, { assigned_to_id: desk.colleagueId });
});

const stayId = () => serviceOf(booking, 'Lake Palace Resort').id;
const showId = () => serviceOf(booking, 'Kathakali Evening').id;
const carId = () => serviceOf(booking, 'Kerala Cabs').id;

/** Everything a refused action must leave as it was: every table's rows and the booking as staff read it. */
async function unchangedBy(refused: () => Promise<void>) {
  const counts = await rowCounts(ctx.database);
  const before = (await desk.ops.get(BOOKING_PATHS.booking(booking.id))).json();
  await refused();
  expect(await rowCounts(ctx.database)).toEqual(counts);
  expect((await desk.ops.get(BOOKING_PATHS.booking(booking.id))).json()).toEqual(before);
}

async function refusedWith(body: Record<string, unknown>, status: number, code: string) {
  const res = await desk.ops.post(BOOKING_PATHS.serviceAction(booking.id), body);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().code).toBe(code);
  return res.json() as { detail: string; errors?: Record<string, string[]> };
}

describe('requesting a service from its supplier', () => {
  it('sends the lake hotel a WhatsApp request with a signed link to its page, and tells the owner', async () => {
    const { booking: after, supplier_notices } = await act(desk.ops, booking.id, { action: 'request', service_id: stayId() });
    expect(supplier_notices).toEqual([]);
    const stay = serviceOf(after, 'Lake Palace Resort');
    expect(stay).toMatchObject({ status: 'requested', request_channel: 'whatsapp' });
    expect(Date.parse(stay.request_expires_at ?? '') - Date.parse(stay.requested_at ?? '')).toBeGreaterThan(7 * 86_400_000 - 1000);

    const [message] = await bookingMessages(ctx, booking.id, 'booking_request');
    expect(message).toMatchObject({ channel: 'whatsapp', direction: 'out', status: 'queued', party: 'supplier', toAddress: '+919847000001', sentBy: desk.opsId });
    expect(message?.parameters).toEqual({
      supplier_name: 'Lake Palace Resort',
      booking_reference: booking.reference,
      service: '2 × Deluxe Lake View · CP at Lake Palace Resort',
      dates: '10 Feb 2027 to 12 Feb 2027 (2 nights)',
      travellers: '2 adults, 1 child (8); lead: Rahul Sharma',
      answer_url: expect.stringMatching(new RegExp(`^${ctx.config.publicSiteUrl}/confirm/\\d+-\\d{10}-[A-Za-z0-9_-]{43}/$`)),
      expires_on: expect.stringMatching(/^\d{1,2} [A-Z][a-z]+ \d{4}$/),
      staff_name: 'Omar Ops',
    });
    expect((await ctx.anonymous.get(await latestAnswerPath(ctx, booking.id))).statusCode).toBe(200);

    const event = (await eventsOf(ctx, booking.id)).at(-1);
    expect(event).toMatchObject({ kind: 'requested', serviceId: stayId(), actorId: desk.opsId, fromStatus: 'pending', toStatus: 'requested', title: 'Requested from Lake Palace Resort by WhatsApp', messageId: message?.id });
    const [audit] = await auditOf(ctx, 'booking_service', stayId());
    expect(audit).toMatchObject({ action: 'request', actorId: desk.opsId, before: { status: 'pending', request_channel: null }, after: { status: 'requested', request_channel: 'whatsapp' } });
    // The owner heard of the booking being made, then of the request.
    expect((await notificationsOf(ctx, desk.sellerId)).map((row) => [row.notificationType, row.link])).toEqual([
      ['booking', `/bookings/${booking.id}`],
      ['supplier', `/bookings/${booking.id}`],
    ]);
  });

  it('asks again with a new link: the old one stops working', async () => {
    await act(desk.ops, booking.id, { action: 'request', service_id: stayId() });
    const first = await latestAnswerPath(ctx, booking.id);
    const { booking: after } = await act(desk.ops, booking.id, { action: 'request', service_id: stayId(), expires_in_days: 3 });
    const second = await latestAnswerPath(ctx, booking.id);
    expect(second).not.toBe(first);
    expect(serviceOf(after, 'Lake Palace Resort').status).toBe('requested');
    expect((await eventsOf(ctx, booking.id)).at(-1)?.title).toBe('Requested again from Lake Palace Resort by WhatsApp');
    const old = await ctx.anonymous.get(first);
    expect(old.statusCode).toBe(410);
    expect(old.body).toContain('This request was replaced by a newer one');
    expect((await ctx.anonymous.get(second)).statusCode).toBe(200);
  });

  it('refuses a supplier nobody can be written to, and a line with no supplier, writing nothing', async () => {
    await unchangedBy(async () => {
      const refused = await refusedWith({ action: 'request', service_id: showId() }, 400, 'messaging.no_address');
      expect(refused.detail).toContain('Kathakali Centre');
      await refusedWith({ action: 'request', service_id: stayId(), channel: 'whatsapp', expires_in_days: 31 }, 400, 'validation');
    });
    await ctx.database.db.update(bookingServices).set({ supplierId: null, supplierName: null }).where(eq(bookingServices.id, carId()));
    const freeText = await refusedWith({ action: 'request', service_id: carId() }, 400, 'validation');
    expect(freeText.errors?.service_id).toBeDefined();
    expect(await bookingMessages(ctx, booking.id)).toEqual([]);
  });
});

describe('recording the supplier’s answer by hand', () => {
  it('confirms with the supplier’s number and a voucher number, and retires the live link', async () => {
    await act(desk.ops, booking.id, { action: 'request', service_id: stayId() });
    const page = await latestAnswerPath(ctx, booking.id);
    const { booking: after } = await act(desk.ops, booking.id, { action: 'confirm', service_id: stayId(), confirmation_number: 'LP-4471', note: 'Confirmed on the phone with Anil' });
    const stay = serviceOf(after, 'Lake Palace Resort');
    expect(stay).toMatchObject({ status: 'confirmed', confirmation_number: 'LP-4471', voucher_number: `${booking.reference}-01`, status_reason: '' });
    expect(stay.confirmed_at).not.toBeNull();
    expect(after.services).toMatchObject({ confirmed: 1, open: 2 });
    const event = (await eventsOf(ctx, booking.id)).at(-1);
    expect(event).toMatchObject({ kind: 'confirmed', title: 'Confirmed by Omar Ops: LP-4471' });
    expect(event?.detail).toContain('Confirmed on the phone with Anil');
    expect((await auditOf(ctx, 'booking_service', stayId())).map((entry) => entry.action)).toEqual(['confirm', 'request']);
    const closed = await ctx.anonymous.get(page);
    expect(closed.statusCode).toBe(410);
    expect(closed.body).toContain('This request is closed');
  });

  it('confirms every service to a confirmed booking, which the owner hears of', async () => {
    for (const [id, number] of [[stayId(), 'LP-1'], [showId(), 'KC-2'], [carId(), 'KCB-3']] as const) await act(desk.ops, booking.id, { action: 'confirm', service_id: id, confirmation_number: number });
    const after: Booking = (await desk.ops.get(BOOKING_PATHS.booking(booking.id))).json();
    expect(after.status).toBe('confirmed');
    expect(after.service_list.map((service) => service.voucher_number)).toEqual([`${booking.reference}-01`, `${booking.reference}-02`, `${booking.reference}-03`]);
    expect((await notificationsOf(ctx, desk.sellerId)).map((row) => row.notificationType)).toEqual(['booking', 'supplier', 'supplier', 'supplier', 'booking']);
  });

  it('sends a confirmed service’s voucher through the vouchers’ own write, and answers the booking', async () => {
    await act(desk.ops, booking.id, { action: 'confirm', service_id: stayId(), confirmation_number: 'LP-4471' });
    const { booking: after, supplier_notices } = await act(desk.ops, booking.id, { action: 'send_voucher', service_id: stayId(), channel: 'email' });
    expect(supplier_notices).toEqual([]);
    expect(after.id).toBe(booking.id);
    const [voucher] = await bookingMessages(ctx, booking.id, 'booking_voucher');
    expect(voucher).toMatchObject({ channel: 'email', toAddress: 'rahul@example.com', parameters: expect.objectContaining({ voucher_number: `${booking.reference}-01` }) });
  });

  it('does not tell the owner of what the owner did', async () => {
    const owned = await bookTrip(desk.ops, (await makeAcceptedTrip(desk, { title: 'Own trip' })).id);
    expect((await desk.ops.patch(BOOKING_PATHS.booking(owned.id), { owner_id: desk.opsId })).statusCode).toBe(200);
    await act(desk.ops, owned.id, { action: 'confirm', service_id: serviceOf(owned, 'Kathakali Evening').id, confirmation_number: 'KC-9' });
    expect((await notificationsOf(ctx, desk.opsId)).filter((row) => row.notificationType === 'supplier')).toEqual([]);
  });
});

describe('changing the supplier of a declined stay', () => {
  it('moves a rejected stay to the palm hotel, priced again, and requests it by mail', async () => {
    await act(desk.ops, booking.id, { action: 'request', service_id: stayId() });
    const { booking: rejected } = await act(desk.ops, booking.id, { action: 'reject', service_id: stayId(), reason: 'No rooms on those dates' });
    expect(serviceOf(rejected, 'Lake Palace Resort')).toMatchObject({ status: 'rejected', status_reason: 'No rooms on those dates' });
    expect((await eventsOf(ctx, booking.id)).at(-1)).toMatchObject({ kind: 'rejected', title: 'Rejected by Omar Ops', detail: 'Lake Palace Resort: No rooms on those dates' });

    const { booking: moved } = await act(desk.ops, booking.id, { action: 'change_supplier', service_id: stayId(), variant_id: desk.world.palmHotel.room });
    const stay = moved.service_list[0];
    expect(stay).toMatchObject({
      label: 'Palm Grove Lake Resort',
      product_id: desk.world.palmHotel.productId,
      variant_id: desk.world.palmHotel.room,
      variant_name: 'Lake Cottage · MAP',
      supplier: { id: desk.world.palmHotel.supplierId, name: 'Palm Grove Lake Resort' },
      status: 'pending',
      status_reason: '',
      confirmation_number: null,
      voucher_number: null,
      request_channel: null,
      // Two rooms for two nights, at the palm hotel's prices; what the version said stays.
      cost_paise: PALM_ROOM.cost * 4,
      sell_paise: PALM_ROOM.sell * 4,
      cost_at_booking_paise: LAKE_ROOM.cost * 4,
      sell_at_booking_paise: LAKE_ROOM.sell * 4,
    });
    expect(moved.total_paise).toBe(booking.total_paise);
    const event = (await eventsOf(ctx, booking.id)).at(-1);
    expect(event).toMatchObject({ kind: 'supplier_changed', title: 'Supplier changed from Lake Palace Resort to Palm Grove Lake Resort' });
    expect(event?.detail).toContain('(+₹2,400.00)');
    const [audit] = await auditOf(ctx, 'booking_service', stayId());
    expect(audit).toMatchObject({ action: 'change_supplier', before: { supplier_id: desk.world.lakeHotel.supplierId, cost_paise: LAKE_ROOM.cost * 4 }, after: { supplier_id: desk.world.palmHotel.supplierId, cost_paise: PALM_ROOM.cost * 4 } });

    const { booking: requested } = await act(desk.ops, booking.id, { action: 'request', service_id: stayId() });
    expect(requested.service_list[0]).toMatchObject({ status: 'requested', request_channel: 'email' });
    const mail = (await bookingMessages(ctx, booking.id, 'booking_request')).at(-1);
    expect(mail).toMatchObject({ channel: 'email', toAddress: 'sales@palmgrove.test', subject: `Booking request ${booking.reference}: 10 Feb 2027 to 12 Feb 2027 (2 nights)` });
    expect(mail?.bodyText).toContain('2 × Lake Cottage · MAP at Palm Grove Lake Resort');
    // The palm hotel is asked for the first time.
    expect((await eventsOf(ctx, booking.id)).at(-1)?.title).toBe('Requested from Palm Grove Lake Resort by mail');
  });

  it('refuses a hotel in another place, a service of another kind, and the same variant, changing nothing', async () => {
    await act(desk.ops, booking.id, { action: 'reject', service_id: stayId(), reason: 'Full' });
    await unchangedBy(async () => {
      const munnar = await refusedWith({ action: 'change_supplier', service_id: stayId(), variant_id: desk.world.hillHotel.room }, 400, 'booking.variant_mismatch');
      expect(munnar.detail).toContain('not sold in Alleppey');
      const show = await refusedWith({ action: 'change_supplier', service_id: stayId(), variant_id: desk.world.show.adult }, 400, 'booking.variant_mismatch');
      expect(show.detail).toContain('not the same kind');
      await refusedWith({ action: 'change_supplier', service_id: stayId(), variant_id: desk.world.lakeHotel.room }, 400, 'booking.variant_mismatch');
      await refusedWith({ action: 'change_supplier', service_id: stayId(), variant_id: 999_999 }, 400, 'booking.variant_mismatch');
    });
  });
});

describe('moves a service’s status does not allow', () => {
  it('answer 409 booking.service_status saying where it stands and what it allows, and change nothing', async () => {
    await act(desk.ops, booking.id, { action: 'confirm', service_id: stayId(), confirmation_number: 'LP-1' });
    await act(desk.ops, booking.id, { action: 'cancel', service_id: carId(), reason: 'Customer drives', tell_supplier: false });
    await unchangedBy(async () => {
      const again = await refusedWith({ action: 'request', service_id: stayId() }, 409, 'booking.service_status');
      expect(again.detail).toBe('Lake Palace Resort is confirmed: “request” needs a pending, requested or rejected service. A confirmed service allows: cancel, send voucher.');
      await refusedWith({ action: 'confirm', service_id: stayId(), confirmation_number: 'LP-2' }, 409, 'booking.service_status');
      await refusedWith({ action: 'reject', service_id: stayId(), reason: 'Late' }, 409, 'booking.service_status');
      await refusedWith({ action: 'change_supplier', service_id: stayId(), variant_id: desk.world.palmHotel.room }, 409, 'booking.service_status');
      await refusedWith({ action: 'send_voucher', service_id: showId(), channel: 'email' }, 409, 'booking.service_status');
      const cancelled = await refusedWith({ action: 'confirm', service_id: carId(), confirmation_number: 'X' }, 409, 'booking.service_status');
      expect(cancelled.detail).toContain('Nothing more can be done with a cancelled service.');
      await refusedWith({ action: 'cancel', service_id: carId(), reason: 'Again' }, 409, 'booking.service_status');
    });
  });

  it('does not reach another booking’s service', async () => {
    const other = await bookTrip(desk.ops, (await makeAcceptedTrip(desk, { title: 'Another trip' })).id);
    await unchangedBy(async () => {
      await refusedWith({ action: 'confirm', service_id: serviceOf(other, 'Lake Palace Resort').id, confirmation_number: 'LP-1' }, 404, 'not_found');
    });
  });
});

describe('cancelling one service', () => {
  it('tells a supplier that was asked, by its channel; a pending service needs no word', async () => {
    await act(desk.ops, booking.id, { action: 'request', service_id: stayId() });
    const page = await latestAnswerPath(ctx, booking.id);
    const { booking: after, supplier_notices } = await act(desk.ops, booking.id, { action: 'cancel', service_id: stayId(), reason: 'The customer postponed' });
    expect(serviceOf(after, 'Lake Palace Resort')).toMatchObject({ status: 'cancelled', status_reason: 'The customer postponed' });
    expect(supplier_notices).toEqual([
      {
        supplier: { id: desk.world.lakeHotel.supplierId, name: 'Lake Palace Resort' },
        services: [{ id: stayId(), label: 'Lake Palace Resort', first_date: '2027-02-10', last_date: '2027-02-12', confirmation_number: null }],
        told: true,
        channel: 'whatsapp',
        not_told_reason: null,
      },
    ]);
    const [cancellation] = await bookingMessages(ctx, booking.id, 'booking_cancellation');
    expect(cancellation).toMatchObject({ channel: 'whatsapp', toAddress: '+919847000001', parameters: { services: '2 × Deluxe Lake View · CP at Lake Palace Resort, 10 Feb 2027 to 12 Feb 2027 (2 nights)', reason: 'The customer postponed' } });
    expect((await eventsOf(ctx, booking.id)).find((event) => event.kind === 'cancelled')).toMatchObject({ title: 'Cancelled by Omar Ops', messageId: cancellation?.id });
    expect((await ctx.anonymous.get(page)).statusCode).toBe(410);

    const { supplier_notices: none } = await act(desk.ops, booking.id, { action: 'cancel', service_id: showId(), reason: 'Not wanted' });
    expect(none).toEqual([]);
    expect(await bookingMessages(ctx, booking.id, 'booking_cancellation')).toHaveLength(1);
  });

  it('says who was not told, and why, when asked not to', async () => {
    await act(desk.ops, booking.id, { action: 'request', service_id: carId() });
    const { supplier_notices } = await act(desk.ops, booking.id, { action: 'cancel', service_id: carId(), reason: 'Own car', tell_supplier: false });
    expect(supplier_notices).toEqual([expect.objectContaining({ supplier: { id: desk.world.car.supplierId, name: 'Kerala Cabs' }, told: false, channel: null, not_told_reason: expect.stringContaining('Not asked to') })]);
    expect(await bookingMessages(ctx, booking.id, 'booking_cancellation')).toEqual([]);
  });
});

describe('who may act', () => {
  it('refuses a reader (403) and a caller without a token (401) on every write, writing nothing', async () => {
    await unchangedBy(async () => {
      const writes = [
        [BOOKING_PATHS.serviceAction(booking.id), { action: 'request', service_id: stayId() }],
        [BOOKING_PATHS.serviceAction(booking.id), { action: 'confirm', service_id: stayId(), confirmation_number: 'LP-1' }],
        [BOOKING_PATHS.serviceAction(booking.id), { action: 'reject', service_id: stayId(), reason: 'x' }],
        [BOOKING_PATHS.serviceAction(booking.id), { action: 'cancel', service_id: stayId(), reason: 'x' }],
        [BOOKING_PATHS.serviceAction(booking.id), { action: 'change_supplier', service_id: stayId(), variant_id: desk.world.palmHotel.room }],
        [BOOKING_PATHS.serviceAction(booking.id), { action: 'send_voucher', service_id: stayId(), channel: 'email' }],
        [BOOKING_PATHS.cancel(booking.id), { reason: 'x' }],
      ] as const;
      for (const [path, body] of writes) {
        expect((await desk.reader.post(path, body)).statusCode).toBe(403);
        expect((await ctx.anonymous.post(path, body)).statusCode).toBe(401);
      }
    });
  });
});
