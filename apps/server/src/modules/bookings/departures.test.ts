import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Booking, DepartureList } from '@ua/contracts';
import { createTestContext, type Caller, type TestContext } from '../../../test/harness.ts';
import { makeStaff } from '../../../test/fixtures/staff.ts';
import { cancelBooking, confirmServices, daysFromToday, makeAcceptedStay, setServiceStatus } from './booking-desk.test-helpers.ts';
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

/** A one-stay trip at the palm hotel from `days` from today, booked. */
async function stayFrom(days: number, customerName: string, assignedToId: number | null = null): Promise<Booking> {
  const trip = await makeAcceptedStay(desk, { variantId: desk.world.palmHotel.room, placeId: desk.world.alleppey, startDate: daysFromToday(days), title: `Stay of ${customerName}`, customerName });
  return bookTrip(desk.ops, trip.id, { assigned_to_id: assignedToId });
}

async function departures(query = '', caller: Caller = desk.ops): Promise<DepartureList> {
  const res = await caller.get(`/api/booking/departures/${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const names = (list: DepartureList) => list.results.map((row) => row.customer_name);

describe('departures (the operations view)', () => {
  it('lists bookings starting from today to the last day of the window, earliest first; not yesterday’s, not the day after, not a cancelled one', async () => {
    await stayFrom(-1, 'Yesterday');
    const today = await stayFrom(0, 'Today');
    await stayFrom(2, 'Last day');
    await stayFrom(3, 'Day after');
    const called = await stayFrom(1, 'Called off');
    await cancelBooking(ctx, called.id);

    const list = await departures('?days=3');
    expect(list).toMatchObject({ from: daysFromToday(0), to: daysFromToday(2) });
    expect(names(list)).toEqual(['Today', 'Last day']);
    // A trip that starts today is under way already, and still departs today.
    expect(list.results[0]).toMatchObject({ id: today.id, status: 'travelling', start_date: daysFromToday(0) });

    const fortnight = await departures();
    expect(fortnight).toMatchObject({ from: daysFromToday(0), to: daysFromToday(13) });
    expect(names(fortnight)).toEqual(['Today', 'Last day', 'Day after']);
    expect(names(await departures('?days=1'))).toEqual(['Today']);
  });

  it('shows each departure with the services its suppliers have yet to confirm, as the booking page shows them to the caller', async () => {
    const trip = await makeAcceptedTrip(desk, { startDate: daysFromToday(2), customerName: 'Rahul Sharma' });
    const booking = await bookTrip(desk.ops, trip.id);
    const [stay, show, car] = booking.service_list;
    if (!stay || !show || !car) throw new Error('the trip was booked without its three services');
    await confirmServices(ctx, booking, [car.id]);
    await setServiceStatus(ctx, booking, [stay.id], 'requested');
    await setServiceStatus(ctx, booking, [show.id], 'rejected');
    const allDone = await stayFrom(1, 'All confirmed');
    await confirmServices(ctx, allDone);

    const list = await departures('?days=5');
    expect(names(list)).toEqual(['All confirmed', 'Rahul Sharma']);
    expect(list.results[0]?.open_services).toEqual([]);
    const rahul = list.results[1];
    expect(rahul?.services).toMatchObject({ total: 3, confirmed: 1, open: 2, rejected: 1 });
    expect(rahul?.open_services.map((service) => [service.id, service.status])).toEqual([
      [stay.id, 'requested'],
      [show.id, 'rejected'],
    ]);
    expect(rahul?.open_services[0]).toMatchObject({ label: 'Lake Palace Resort', cost_paise: stay.cost_paise, request_expires_at: null, supplier_contact: { whatsapp: '+919847000001' } });

    const read = await departures('?days=5', desk.reader);
    expect(read.results[1]?.open_services[0]).toMatchObject({ cost_paise: null, cost_at_booking_paise: null, supplier_contact: null, sell_paise: stay.sell_paise });
  });

  it('keeps to the bookings one person runs when asked', async () => {
    await stayFrom(0, 'Chitra runs it', desk.colleagueId);
    await stayFrom(1, 'Omar runs it', desk.opsId);
    await stayFrom(1, 'Nobody runs it');
    expect(names(await departures(`?assigned=${desk.colleagueId}`))).toEqual(['Chitra runs it']);
    expect(names(await departures(`?assigned=${desk.opsId}`))).toEqual(['Omar runs it']);
    expect(names(await departures())).toHaveLength(3);
  });

  it('is read with bookings.view, refused without it, and takes 1 to 90 days', async () => {
    const stranger = await makeStaff(ctx.database.db, { labels: ['itineraries.view'] });
    expect((await ctx.as(stranger.id).get('/api/booking/departures/')).statusCode).toBe(403);
    expect((await departures('', desk.reader)).results).toEqual([]);
    for (const query of ['?days=0', '?days=91', '?days=two', '?assigned=none']) expect((await desk.ops.get(`/api/booking/departures/${query}`)).statusCode, query).toBe(400);
  });
});
