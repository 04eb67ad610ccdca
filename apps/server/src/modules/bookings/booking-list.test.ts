import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Booking, BookingSummary, TripHeading } from '@ua/contracts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
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

type Page = { count: number; next: string | null; previous: string | null; results: BookingSummary[] };

/**
 * Five bookings, one per status, made in this order:
 * backwaters (Rahul Sharma, lake hotel + show + car, in 20 days, run by Chitra: confirming),
 * cottage (Meera Iyer, the palm hotel, in 40 days, owned by Chitra, nobody runs it: confirmed),
 * old (Zoya Khan, lake hotel + show + car, ten days ago, run by Omar: completed),
 * tea (Priya Nair, the hill hotel, in 5 days, nobody runs it: cancelled),
 * lakeside (Anil Kumar, the palm hotel since yesterday, its stay cancelled, nobody runs it: travelling).
 */
type Shelf = Record<'backwaters' | 'cottage' | 'old' | 'tea' | 'lakeside', { trip: TripHeading; booking: Booking }>;

async function fillShelf(): Promise<Shelf> {
  const { world } = desk;
  const book = async (trip: TripHeading, assignedToId: number | null = null) => ({ trip, booking: await bookTrip(desk.ops, trip.id, { assigned_to_id: assignedToId }) });
  const backwaters = await book(await makeAcceptedTrip(desk, { title: 'Kerala backwaters', customerName: 'Rahul Sharma', startDate: daysFromToday(20) }), desk.colleagueId);
  const cottage = await book(
    await makeAcceptedStay(desk, { variantId: world.palmHotel.room, placeId: world.alleppey, startDate: daysFromToday(40), title: 'Palm cottage weekend', customerName: 'Meera Iyer', ownerId: desk.colleagueId }),
  );
  const old = await book(await makeAcceptedTrip(desk, { title: 'Houseboat last month', customerName: 'Zoya Khan', startDate: daysFromToday(-10) }), desk.opsId);
  const tea = await book(await makeAcceptedStay(desk, { variantId: world.hillHotel.room, placeId: world.munnar, startDate: daysFromToday(5), title: 'Munnar tea hills', customerName: 'Priya Nair' }));
  const lakeside = await book(await makeAcceptedStay(desk, { variantId: world.palmHotel.room, placeId: world.alleppey, startDate: daysFromToday(-1), nights: 3, title: 'Lakeside now', customerName: 'Anil Kumar' }));
  await confirmServices(ctx, cottage.booking);
  await cancelBooking(ctx, tea.booking.id);
  await setServiceStatus(
    ctx,
    lakeside.booking,
    lakeside.booking.service_list.map((service) => service.id),
    'cancelled',
  );
  return { backwaters, cottage, old, tea, lakeside };
}

async function list(query = '', caller = desk.ops): Promise<Page> {
  const res = await caller.get(`/api/booking/${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('the bookings list', () => {
  it('answers each booking as a summary, earliest departure first, with names, counts and the trip it came from', async () => {
    const shelf = await fillShelf();
    const page = await list();
    expect(page.count).toBe(5);
    expect(page.results.map((row) => row.customer_name)).toEqual(['Zoya Khan', 'Anil Kumar', 'Priya Nair', 'Rahul Sharma', 'Meera Iyer']);
    expect(page.results.map((row) => row.status)).toEqual(['completed', 'travelling', 'cancelled', 'confirming', 'confirmed']);
    const backwaters = page.results.find((row) => row.id === shelf.backwaters.booking.id);
    expect(backwaters).toMatchObject({
      reference: shelf.backwaters.booking.reference,
      itinerary: { id: shelf.backwaters.trip.id, reference: shelf.backwaters.trip.reference, title: 'Kerala backwaters' },
      owner: { id: desk.sellerId, name: 'Asha Rao' },
      assigned_to: { id: desk.colleagueId, name: 'Chitra Nair' },
      services: { total: 3, confirmed: 0, open: 3, rejected: 0, cancelled: 0 },
      start_date: daysFromToday(20),
    });
    expect(page.results.find((row) => row.id === shelf.cottage.booking.id)).toMatchObject({ owner: { id: desk.colleagueId, name: 'Chitra Nair' }, assigned_to: null, services: { total: 1, confirmed: 1, open: 0 } });
  });

  it('searches by booking reference, trip reference, customer name and trip title', async () => {
    const shelf = await fillShelf();
    const names = async (search: string) => (await list(`?search=${encodeURIComponent(search)}`)).results.map((row) => row.customer_name);
    expect(await names(shelf.backwaters.booking.reference)).toEqual(['Rahul Sharma']);
    expect(await names(shelf.old.booking.reference.toLowerCase())).toEqual(['Zoya Khan']);
    expect(await names(shelf.cottage.trip.reference)).toEqual(['Meera Iyer']);
    expect(await names(`ua-it-${shelf.tea.trip.id}`)).toEqual(['Priya Nair']);
    expect(await names('iyer')).toEqual(['Meera Iyer']);
    expect(await names('TEA HILLS')).toEqual(['Priya Nair']);
    expect(await names('kerala')).toEqual(['Rahul Sharma']);
    // A reference of no booking finds nothing rather than everything.
    expect(await names('UA-2026-999999')).toEqual([]);
    // `%` is taken literally, not as a wildcard.
    expect(await names('%')).toEqual([]);
  });

  it('looks a reference up by its key: exactly the booking it names, not one whose title mentions it', async () => {
    const shelf = await fillShelf();
    const { reference } = shelf.backwaters.booking;
    const tripReference = shelf.cottage.trip.reference;
    const echo = await bookTrip(desk.ops, (await makeAcceptedTrip(desk, { title: `Return of ${reference} and ${tripReference}`, customerName: 'Kavya Menon', startDate: daysFromToday(60) })).id);
    const ids = async (search: string) => {
      const page = await list(`?search=${encodeURIComponent(search)}`);
      expect(page.count).toBe(page.results.length);
      return page.results.map((row) => row.id);
    };
    expect(await ids(reference)).toEqual([shelf.backwaters.booking.id]);
    expect(await ids(` ${reference.toLowerCase()} `)).toEqual([shelf.backwaters.booking.id]);
    expect(await ids(tripReference)).toEqual([shelf.cottage.booking.id]);
    // The title's other words still find the trip that mentions them.
    expect(await ids('Return of')).toEqual([echo.id]);
  });

  it('filters by status, travel dates, owner, assignee, supplier and services still to confirm, each leaving out what does not match', async () => {
    await fillShelf();
    const names = async (query: string) => (await list(query)).results.map((row) => row.customer_name);
    expect(await names('?status[]=confirmed&status[]=cancelled')).toEqual(['Priya Nair', 'Meera Iyer']);
    expect(await names('?status=travelling')).toEqual(['Anil Kumar']);
    // Travelling on or after today: the trip over last week is out, the one under way is in.
    expect(await names(`?travel_from=${daysFromToday(0)}`)).toEqual(['Anil Kumar', 'Priya Nair', 'Rahul Sharma', 'Meera Iyer']);
    // Starting on or before the 5th day from now: that day's trip is in, the one in 20 days out.
    expect(await names(`?travel_to=${daysFromToday(5)}`)).toEqual(['Zoya Khan', 'Anil Kumar', 'Priya Nair']);
    // The tea trip's last day is the 7th from now: it counts as travelling then, not on the 8th.
    expect(await names(`?travel_from=${daysFromToday(7)}&travel_to=${daysFromToday(30)}`)).toEqual(['Priya Nair', 'Rahul Sharma']);
    expect(await names(`?travel_from=${daysFromToday(8)}&travel_to=${daysFromToday(30)}`)).toEqual(['Rahul Sharma']);
    expect(await names(`?owner=${desk.colleagueId}`)).toEqual(['Meera Iyer']);
    expect(await names(`?assigned=${desk.colleagueId}`)).toEqual(['Rahul Sharma']);
    expect(await names(`?assigned=${desk.opsId}`)).toEqual(['Zoya Khan']);
    expect(await names('?assigned=none')).toEqual(['Anil Kumar', 'Priya Nair', 'Meera Iyer']);
    // The palm hotel's stay under way was cancelled: only the cottage still has it.
    expect(await names(`?supplier=${desk.world.palmHotel.supplierId}`)).toEqual(['Meera Iyer']);
    expect(await names(`?supplier=${desk.world.lakeHotel.supplierId}`)).toEqual(['Zoya Khan', 'Rahul Sharma']);
    expect(await names(`?supplier=${desk.world.hillHotel.supplierId}`)).toEqual([]);
    expect(await names('?unconfirmed=true')).toEqual(['Zoya Khan', 'Rahul Sharma']);
    expect(await names('?unconfirmed=false')).toHaveLength(5);
    expect(await names(`?unconfirmed=true&assigned=${desk.colleagueId}&status[]=confirming`)).toEqual(['Rahul Sharma']);
  });

  it('orders by departure either way, newest made or last changed, and pages DRF-style', async () => {
    await fillShelf();
    const names = async (query: string) => (await list(query)).results.map((row) => row.customer_name);
    expect(await names('?ordering=-start_date')).toEqual(['Meera Iyer', 'Rahul Sharma', 'Priya Nair', 'Anil Kumar', 'Zoya Khan']);
    expect(await names('?ordering=-created')).toEqual(['Anil Kumar', 'Priya Nair', 'Zoya Khan', 'Meera Iyer', 'Rahul Sharma']);
    expect(await names('?ordering=-updated')).toEqual(['Anil Kumar', 'Priya Nair', 'Meera Iyer', 'Zoya Khan', 'Rahul Sharma']);

    const first = await list('?page_size=2&status[]=confirming&status[]=confirmed&status[]=completed');
    expect(first.count).toBe(3);
    expect(first.results.map((row) => row.customer_name)).toEqual(['Zoya Khan', 'Rahul Sharma']);
    expect(first.previous).toBeNull();
    expect(first.next).toContain('page=2');
    const second = await list(first.next?.replace('/api/booking/', '') ?? '');
    expect(second.results.map((row) => row.customer_name)).toEqual(['Meera Iyer']);
    expect(second.next).toBeNull();
  });

  it('is read with bookings.view; refused without it; a bad filter is a 400 on its field', async () => {
    await fillShelf();
    expect((await list('', desk.reader)).count).toBe(5);
    const stranger = await makeStaff(ctx.database.db, { labels: ['itineraries.view'] });
    expect((await ctx.as(stranger.id).get('/api/booking/')).statusCode).toBe(403);
    expect((await ctx.anonymous.get('/api/booking/')).statusCode).toBe(401);
    for (const query of ['?status=booked', '?travel_from=next-week', '?assigned=someone', '?ordering=customer', '?unconfirmed=yes']) {
      const res = await desk.ops.get(`/api/booking/${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), query).toHaveLength(1);
    }
  });
});
