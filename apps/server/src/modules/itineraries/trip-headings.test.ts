import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ITINERARY_PATHS as P, type TripHeading, type TripSummary } from '@ua/contracts';
import { createTestContext, rowCounts, type Caller, type TestContext } from '../../../test/harness.ts';
import { makeStaff } from '../../../test/fixtures/staff.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { itineraries } from '../../db/schema/itineraries.ts';
import { ROOM, createTrip, makeKeralaWorld, makeSalesDesk, scheduleOf, tripAudit, tripBody, write, type KeralaWorld } from './itineraries.test-helpers.ts';

let ctx: TestContext;
let world: KeralaWorld;
let seller: Caller;
let sellerId: number;
let viewer: Caller;

beforeAll(async () => {
  ctx = await createTestContext({ data: 'empty' });
});
afterAll(async () => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  world = await makeKeralaWorld(ctx);
  ({ seller, sellerId, viewer } = await makeSalesDesk(ctx));
});

const dayIds = async (tripId: number) => (await scheduleOf(seller, tripId)).days.map((d) => d.id);

describe('a new trip', () => {
  it('takes a reference, the caller as owner, and one empty day per day of the stay, day 1 at the first place', async () => {
    const heading = await createTrip(seller, { place_ids: [world.alleppey, world.munnar], starting_city_id: world.kerala, notes: 'Prefers lake views' });
    expect(heading).toMatchObject({
      reference: `UA-IT-${String(heading.id).padStart(5, '0')}`,
      title: 'Kerala backwaters, 4 nights',
      status: 'draft',
      lost_reason: null,
      customer: { name: 'Rahul Sharma', phone: '+919876543210', email: 'rahul@example.com', whatsapp: '', city: '' },
      start_date: '2026-12-18',
      end_date: '2026-12-22',
      nights: 4,
      travellers: { adults: 2, children_ages: [8], infants: 0 },
      rooms: 1,
      starting_city: { id: world.kerala, name: 'Kerala' },
      places: [
        { id: world.alleppey, name: 'Alleppey' },
        { id: world.munnar, name: 'Munnar' },
      ],
      currency: 'INR',
      owner: { id: sellerId, name: 'Asha Rao' },
      pricing: { markup_mode: 'sell_prices', gst_mode: 'package_5', gst_supply: 'intra_state', overseas: false },
      accepted_version: null,
      latest_version: null,
    });
    const schedule = await scheduleOf(seller, heading.id);
    expect(schedule.days.map((d) => [d.day_number, d.date, d.place?.name ?? null, d.items.length])).toEqual([
      [1, '2026-12-18', 'Alleppey', 0],
      [2, '2026-12-19', null, 0],
      [3, '2026-12-20', null, 0],
      [4, '2026-12-21', null, 0],
      [5, '2026-12-22', null, 0],
    ]);
    expect(schedule.pricing.total_paise).toBe(0);
    const [entry] = await tripAudit(ctx, heading.id);
    expect(entry).toMatchObject({ action: 'create', actorId: sellerId, before: null, after: { reference: heading.reference, title: heading.title, nights: 4, owner_id: sellerId } });
    expect((await seller.get(P.tripHeading(heading.id))).json()).toEqual(heading);
  });

  it('is owned by an active staff member named as owner, and refuses an inactive one, an unknown place or a bad body, writing nothing', async () => {
    // Itinerary notifications reach people allowed to read itineraries.
    const colleague = await makeStaff(ctx.database.db, { firstName: 'Meera', labels: ['itineraries.view'] });
    const gone = await makeStaff(ctx.database.db, { active: false });
    expect((await createTrip(seller, { owner_id: colleague.id })).owner.id).toBe(colleague.id);
    const before = await rowCounts(ctx.database);
    const inactive = await seller.post(P.tripHeadings, tripBody({ owner_id: gone.id }));
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().errors).toEqual({ owner_id: ['Choose an active staff member'] });
    expect((await seller.post(P.tripHeadings, tripBody({ place_ids: [999_999] }))).json().errors).toEqual({ place_ids: ['No such place'] });
    const bad = await seller.post(P.tripHeadings, tripBody({ nights: 61, customer: { name: '', phone: '98765' }, travellers: { adults: 0 } }));
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['customer.name', 'customer.phone', 'nights', 'travellers.adults']);
    expect(await rowCounts(ctx.database)).toEqual(before);
  });

  it('is refused to a viewer (403) and to a caller not signed in (401)', async () => {
    expect((await viewer.post(P.tripHeadings, tripBody())).statusCode).toBe(403);
    expect((await ctx.anonymous.get(P.tripHeadings)).statusCode).toBe(401);
    expect((await viewer.get(P.tripHeadings)).statusCode).toBe(200);
  });
});

describe('editing the heading', () => {
  it('appends empty days for more nights and drops empty trailing days for fewer', async () => {
    const heading = await createTrip(seller, { nights: 2 });
    const longer = await write<TripHeading>(seller, 'PATCH', P.tripHeading(heading.id), { nights: 4 });
    expect(longer).toMatchObject({ nights: 4, end_date: '2026-12-22' });
    expect(await dayIds(heading.id)).toHaveLength(5);
    await write<TripHeading>(seller, 'PATCH', P.tripHeading(heading.id), { nights: 1 });
    expect((await scheduleOf(seller, heading.id)).days.map((d) => d.date)).toEqual(['2026-12-18', '2026-12-19']);
  });

  it('refuses fewer nights while a trailing day holds items or a stay runs into it, naming the day', async () => {
    const heading = await createTrip(seller);
    const days = await dayIds(heading.id);
    await write(seller, 'POST', P.dayItems(heading.id, days[3] ?? 0), { variant_id: world.show.adult }, 201);
    const before = await rowCounts(ctx.database);
    const refused = await seller.patch(P.tripHeading(heading.id), { nights: 2, title: 'Shorter' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'itinerary.day_not_empty', detail: expect.stringContaining('Day 4') });
    expect(await rowCounts(ctx.database)).toEqual(before);
    expect((await seller.get(P.tripHeading(heading.id))).json()).toMatchObject({ nights: 4, title: 'Kerala backwaters, 4 nights' });

    const other = await createTrip(seller);
    const otherDays = await dayIds(other.id);
    await write(seller, 'POST', P.dayItems(other.id, otherDays[1] ?? 0), { variant_id: world.hotel.regular, nights: 3 }, 201);
    const stay = await seller.patch(P.tripHeading(other.id), { nights: 3 });
    expect(stay.statusCode).toBe(409);
    expect(stay.json().detail).toContain('runs past the last night');
  });

  it('moves every day with a new start date and prices the stays for their new dates', async () => {
    const heading = await createTrip(seller);
    const days = await dayIds(heading.id);
    await write(seller, 'POST', P.dayItems(heading.id, days[0] ?? 0), { variant_id: world.hotel.regular, nights: 2 }, 201);
    expect((await scheduleOf(seller, heading.id)).pricing.cost_paise).toBe(ROOM.regular.cost * 2);
    await write<TripHeading>(seller, 'PATCH', P.tripHeading(heading.id), { start_date: '2026-12-25' });
    const schedule = await scheduleOf(seller, heading.id);
    expect(schedule.days[0]?.date).toBe('2026-12-25');
    expect(schedule.heading.end_date).toBe('2026-12-29');
    expect(schedule.pricing.cost_paise).toBe(ROOM.peak.cost * 2);
  });

  it('merges partial customer and pricing edits, prices with the new rules, and audits what changed', async () => {
    const heading = await createTrip(seller);
    const days = await dayIds(heading.id);
    await write(seller, 'POST', P.dayItems(heading.id, days[0] ?? 0), { label: 'Package', unit_cost_paise: 1_000_000, unit_sell_paise: 1_000_000 }, 201);
    const edited = await write<TripHeading>(seller, 'PATCH', P.tripHeading(heading.id), { customer: { city: 'Pune' }, pricing: { markup_mode: 'percent_on_cost', markup_bp: 2000, discount_paise: 100_000, gst_supply: 'inter_state' } });
    expect(edited).toMatchObject({ customer: { name: 'Rahul Sharma', city: 'Pune' }, pricing: { markup_mode: 'percent_on_cost', markup_bp: 2000, discount_paise: 100_000, gst_mode: 'package_5', gst_supply: 'inter_state' } });
    const { pricing } = await scheduleOf(seller, heading.id);
    // 1,000,000 + 20% = 1,200,000, less 100,000 = 1,100,000; IGST 5% = 55,000.
    expect(pricing).toMatchObject({ sell_paise: 1_200_000, package_paise: 1_100_000, margin_paise: 100_000, margin_bp: 909, gst: { lines: [{ name: 'IGST', amount_paise: 55_000 }] }, total_paise: 1_155_000 });
    const [entry] = await tripAudit(ctx, heading.id);
    expect(entry).toMatchObject({ action: 'update', before: { customer: { city: '' }, pricing: { markup_mode: 'sell_prices' } }, after: { customer: { city: 'Pune' }, pricing: { markup_bp: 2000 } } });
    expect(Object.keys(entry?.after ?? {}).sort()).toEqual(['customer', 'pricing']);
  });

  it('puts a trip handed to another staff member in their bell', async () => {
    const heading = await createTrip(seller);
    // Itinerary notifications reach people allowed to read itineraries.
    const colleague = await makeStaff(ctx.database.db, { firstName: 'Meera', labels: ['itineraries.view'] });
    await write<TripHeading>(seller, 'PATCH', P.tripHeading(heading.id), { owner_id: colleague.id });
    const bell = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, colleague.id));
    expect(bell).toMatchObject([{ notificationType: 'itinerary', link: `/itineraries/${heading.id}`, message: expect.stringContaining(heading.reference) }]);
  });
});

describe('status', () => {
  it('moves draft to sent to lost (with why) and back to draft, clearing why, auditing each move', async () => {
    const heading = await createTrip(seller);
    expect((await write<TripHeading>(seller, 'POST', P.status(heading.id), { status: 'sent' })).status).toBe('sent');
    const lost = await write<TripHeading>(seller, 'POST', P.status(heading.id), { status: 'lost', lost_reason: 'price', lost_note: 'Went with a cheaper agent' });
    expect(lost).toMatchObject({ status: 'lost', lost_reason: 'price', lost_note: 'Went with a cheaper agent' });
    // A lost trip is settled until it is taken up again.
    const days = await dayIds(heading.id);
    expect((await seller.post(P.dayItems(heading.id, days[0] ?? 0), { variant_id: world.show.adult })).json().code).toBe('itinerary.not_editable');
    expect((await seller.patch(P.tripHeading(heading.id), { title: 'Again' })).statusCode).toBe(409);
    expect(await write<TripHeading>(seller, 'POST', P.status(heading.id), { status: 'draft' })).toMatchObject({ status: 'draft', lost_reason: null, lost_note: '' });
    const moves = (await tripAudit(ctx, heading.id)).filter((entry) => entry.action === 'change_status');
    expect(moves.map((entry) => [entry.before?.status, entry.after?.status])).toEqual([
      ['lost', 'draft'],
      ['sent', 'lost'],
      ['draft', 'sent'],
    ]);
  });

  it('refuses moves the status table does not allow, lost without a reason, and writes nothing', async () => {
    const heading = await createTrip(seller);
    const before = await rowCounts(ctx.database);
    const same = await seller.post(P.status(heading.id), { status: 'draft' });
    expect(same.statusCode).toBe(409);
    expect(same.json().code).toBe('itinerary.status_move');
    expect((await seller.post(P.status(heading.id), { status: 'accepted' })).statusCode).toBe(400);
    expect((await seller.post(P.status(heading.id), { status: 'lost' })).json().errors).toEqual({ lost_reason: ['Choose why the trip was lost'] });
    await ctx.database.db.update(itineraries).set({ status: 'booked' }).where(eq(itineraries.id, heading.id));
    expect((await seller.post(P.status(heading.id), { status: 'lost', lost_reason: 'other' })).json().code).toBe('itinerary.status_move');
    expect((await viewer.post(P.status(heading.id), { status: 'sent' })).statusCode).toBe(403);
    expect(await rowCounts(ctx.database)).toEqual(before);
  });
});

describe('the list', () => {
  const search = async (query: string): Promise<{ count: number; next: string | null; results: TripSummary[] }> => {
    const res = await viewer.get(`${P.tripHeadings}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const titles = (page: { results: TripSummary[] }) => page.results.map((trip) => trip.title).sort();

  it('searches by reference, number, title and customer, and filters by status, owner, travel month and place', async () => {
    const kerala = await createTrip(seller, { title: 'Kerala backwaters', place_ids: [world.alleppey] });
    const munnarDay = await createTrip(seller, { title: 'Hill station', start_date: '2027-01-05', customer: { name: 'Priya Nair', email: 'priya@example.com', phone: '+919000000001' } });
    const goa = await createTrip(seller, { title: 'Goa beaches', start_date: '2026-12-01', place_ids: [world.goa], customer: { name: 'Sam Dsouza' } });
    const days = await dayIds(munnarDay.id);
    await write(seller, 'PATCH', P.daySchedule(munnarDay.id, days[1] ?? 0), { place_id: world.munnar });
    await write<TripHeading>(seller, 'POST', P.status(goa.id), { status: 'sent' });
    const colleague = await makeStaff(ctx.database.db);
    await write<TripHeading>(seller, 'PATCH', P.tripHeading(goa.id), { owner_id: colleague.id });

    expect(titles(await search(`?search=${goa.reference.toLowerCase()}`))).toEqual(['Goa beaches']);
    // A bare number is the trip of that number, or a phone number holding those digits.
    expect(titles(await search(`?search=${kerala.id}`))).toContain('Kerala backwaters');
    expect(titles(await search(`?search=UA-IT-${kerala.id}`))).toEqual(['Kerala backwaters']);
    expect(titles(await search('?search=BEACH'))).toEqual(['Goa beaches']);
    expect(titles(await search('?search=priya@'))).toEqual(['Hill station']);
    expect(titles(await search('?search=9000000001'))).toEqual(['Hill station']);
    expect(titles(await search('?search=nair'))).toEqual(['Hill station']);
    expect(titles(await search('?status[]=sent&status[]=lost'))).toEqual(['Goa beaches']);
    expect(titles(await search('?status=draft'))).toEqual(['Hill station', 'Kerala backwaters']);
    expect(titles(await search(`?owner=${colleague.id}`))).toEqual(['Goa beaches']);
    expect(titles(await search('?travel_month=2026-12'))).toEqual(['Goa beaches', 'Kerala backwaters']);
    expect(titles(await search('?travel_month=2027-01'))).toEqual(['Hill station']);
    // Kerala holds Alleppey (a heading place) and Munnar (a day's place).
    expect(titles(await search(`?place=${world.kerala}`))).toEqual(['Hill station', 'Kerala backwaters']);
    expect(titles(await search(`?place=${world.munnar}`))).toEqual(['Hill station']);
    expect((await viewer.get(`${P.tripHeadings}?travel_month=2026-13`)).statusCode).toBe(400);
  });

  it('orders and pages, and shows the quoted total, places and travellers of each trip', async () => {
    const first = await createTrip(seller, { title: 'B trip', start_date: '2026-11-01', customer: { name: 'Zoya' }, place_ids: [world.alleppey] });
    await createTrip(seller, { title: 'A trip', start_date: '2026-10-01', customer: { name: 'Anil' } });
    const days = await dayIds(first.id);
    await write(seller, 'POST', P.dayItems(first.id, days[0] ?? 0), { variant_id: world.show.adult, quantity: 3 }, 201);

    const byUpdate = await search('?page_size=1');
    expect(byUpdate).toMatchObject({ count: 2, next: '/api/itinerary/trip-heading/?page_size=1&page=2' });
    expect(byUpdate.results[0]).toMatchObject({ title: 'B trip', reference: first.reference, places: [{ name: 'Alleppey' }], travellers_count: 3, owner: { name: 'Asha Rao' } });
    expect(byUpdate.results[0]?.total_paise).toBe((await scheduleOf(seller, first.id)).pricing.total_paise);
    expect((await search('?ordering=start_date')).results.map((trip) => trip.title)).toEqual(['A trip', 'B trip']);
    expect((await search('?ordering=-start_date')).results.map((trip) => trip.title)).toEqual(['B trip', 'A trip']);
    expect((await search('?ordering=customer')).results.map((trip) => trip.customer.name)).toEqual(['Anil', 'Zoya']);
  });
});
