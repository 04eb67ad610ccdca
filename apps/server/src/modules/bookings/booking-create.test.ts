import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Booking } from '@ua/contracts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { auditOf, bookTrip, LAKE_ROOM, makeAcceptedTrip, makeBookingDesk, type BookingDesk } from './bookings.test-helpers.ts';

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

describe('making a booking from an accepted trip', () => {
  it('copies the accepted version: a service per line, the customer, the dates and the total; the trip becomes booked', async () => {
    const trip = await makeAcceptedTrip(desk);
    const booking = await bookTrip(desk.ops, trip.id, { assigned_to_id: desk.colleagueId });

    expect(booking.reference).toMatch(/^UA-\d{4}-\d{6}$/);
    expect(booking.reference.endsWith(String(booking.id).padStart(6, '0'))).toBe(true);
    expect(booking).toMatchObject({ status: 'confirming', version: 1, customer_name: 'Rahul Sharma', start_date: '2027-02-10', end_date: '2027-02-13', nights: 3, travellers_count: 1 });
    expect(booking.assigned_to).toEqual({ id: desk.colleagueId, name: 'Chitra Nair' });
    expect(booking.travellers).toEqual([expect.objectContaining({ name: 'Rahul Sharma', kind: 'adult', lead: true, id_document_masked: null })]);
    expect(booking.service_list.map((service) => [service.source, service.label, service.status])).toEqual([
      ['item', 'Lake Palace Resort', 'pending'],
      ['item', 'Kathakali Evening', 'pending'],
      ['transport', 'Kerala Cabs', 'pending'],
    ]);
    const stay = booking.service_list[0];
    // Two nights from the 10th: booked to the morning of the 12th.
    expect(stay).toMatchObject({ first_date: '2027-02-10', last_date: '2027-02-12', nights: 2, quantity: 2, travellers_text: '2 adults, 1 child (8)', supplier: { id: desk.world.lakeHotel.supplierId, name: 'Lake Palace Resort' } });
    expect(stay?.cost_paise).toBe(LAKE_ROOM.cost * 2 * 2);
    expect(stay?.supplier_contact).toMatchObject({ whatsapp: '+919847000001' });
    expect(booking.services).toEqual({ total: 3, confirmed: 0, open: 3, rejected: 0, cancelled: 0 });

    const version = (await ctx.as(desk.sellerId).get(`/api/itinerary/${trip.id}/final-itinerary/1/`)).json();
    expect(booking.total_paise).toBe(version.total_paise);
    const heading = (await desk.seller.get(`/api/itinerary/trip-heading/${trip.id}/`)).json();
    expect(heading.status).toBe('booked');
    expect((await auditOf(ctx, 'booking', booking.id)).map((entry) => entry.action)).toEqual(['create']);
  });

  it('hides costs without itineraries.view and supplier contacts without suppliers.view', async () => {
    const trip = await makeAcceptedTrip(desk);
    const booking = await bookTrip(desk.ops, trip.id);
    const seen: Booking = (await desk.reader.get(`/api/booking/${booking.id}/`)).json();
    expect(seen.service_list.every((service) => service.cost_paise === null && service.cost_at_booking_paise === null && service.supplier_contact === null)).toBe(true);
    expect(seen.service_list[0]?.sell_paise).toBe(booking.service_list[0]?.sell_paise);
  });

  it('books a trip once: the second try is refused and changes nothing', async () => {
    const trip = await makeAcceptedTrip(desk);
    await bookTrip(desk.ops, trip.id);
    const again = await desk.ops.post('/api/booking/', { itinerary_id: trip.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('booking.already_booked');
  });

  it('refuses a trip whose customer accepted nothing, and a reader', async () => {
    const draft = (await desk.seller.post('/api/itinerary/trip-heading/', { title: 'Not yet', customer: { name: 'Anita' }, start_date: '2027-03-01', nights: 2, travellers: { adults: 2 } })).json();
    const refused = await desk.ops.post('/api/booking/', { itinerary_id: draft.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('booking.trip_not_accepted');
    const trip = await makeAcceptedTrip(desk);
    expect((await desk.reader.post('/api/booking/', { itinerary_id: trip.id })).statusCode).toBe(403);
    expect((await desk.ops.post('/api/booking/', { itinerary_id: 999_999 })).statusCode).toBe(404);
  });

  it('becomes confirmed when every service is, and tells the owner who did not confirm them', async () => {
    const trip = await makeAcceptedTrip(desk);
    const booking = await bookTrip(desk.ops, trip.id);
    let last: Booking = booking;
    for (const [index, service] of booking.service_list.entries()) {
      const res = await desk.ops.post(`/api/booking/${booking.id}/service-action/`, { action: 'confirm', service_id: service.id, confirmation_number: `C-${index}` });
      expect(res.statusCode, res.body).toBe(200);
      last = res.json().booking;
    }
    expect(last.status).toBe('confirmed');
    const bell = (await desk.seller.get('/user/user-notification/?read_status=unread')).json() as { notification_type: string; message: string; link: string }[];
    expect(bell.filter((item) => item.message.startsWith('Every service of'))).toEqual([expect.objectContaining({ notification_type: 'booking', link: `/bookings/${booking.id}` })]);
  });

  it('refuses an assignee who cannot read bookings', async () => {
    const trip = await makeAcceptedTrip(desk);
    const res = await desk.ops.post('/api/booking/', { itinerary_id: trip.id, assigned_to_id: desk.sellerId + 10_000 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.assigned_to_id).toBeDefined();
  });
});
