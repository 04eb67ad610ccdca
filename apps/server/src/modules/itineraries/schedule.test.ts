import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ITINERARY_PATHS as P, type ItineraryItem, type ItinerarySchedule } from '@ua/contracts';
import { createTestContext, rowCounts, type Caller, type TestContext } from '../../../test/harness.ts';
import { productVariants } from '../../db/schema/catalogue.ts';
import { itineraries } from '../../db/schema/itineraries.ts';
import { CAR, ROOM, SHOW, createTrip, makeKeralaWorld, makeSalesDesk, scheduleOf, tripAudit, write, type KeralaWorld } from './itineraries.test-helpers.ts';

let ctx: TestContext;
let world: KeralaWorld;
let seller: Caller;
let viewer: Caller;

beforeAll(async () => {
  ctx = await createTestContext({ data: 'empty' });
});
afterAll(async () => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  world = await makeKeralaWorld(ctx);
  ({ seller, viewer } = await makeSalesDesk(ctx));
});

/** A trip from 18 December 2026 (regular season to the 19th, peak from the 20th), 4 nights: days on the 18th to the 22nd. */
async function trip(overrides: Parameters<typeof createTrip>[1] = {}) {
  const heading = await createTrip(seller, { place_ids: [world.alleppey], ...overrides });
  const schedule = await scheduleOf(seller, heading.id);
  const day = (n: number) => {
    const found = schedule.days.find((d) => d.day_number === n);
    if (!found) throw new Error(`no day ${n}`);
    return found.id;
  };
  return { id: heading.id, day };
}

const stay = (nights: number, quantity = 2) => ({ variant_id: world.hotel.regular, quantity, nights });
const show = (quantity = 2) => ({ variant_id: world.show.adult, quantity, time: '19:00' });
const itemsOf = (schedule: ItinerarySchedule) => schedule.days.flatMap((d) => d.items);
const onlyItem = (schedule: ItinerarySchedule, label: string): ItineraryItem => {
  const found = itemsOf(schedule).filter((item) => item.label === label);
  expect(found).toHaveLength(1);
  return found[0] as ItineraryItem;
};
const addItem = (id: number, dayId: number, body: object) => write(seller, 'POST', P.dayItems(id, dayId), body, 201);

describe('pricing items by season', () => {
  it('prices a stay night by night at the season covering each night, across two seasons, and shows it on each of its days', async () => {
    const t = await trip();
    const schedule = await addItem(t.id, t.day(1), stay(3));
    const item = onlyItem(schedule, 'Lake Palace Resort');
    // Nights of the 18th and 19th at the regular price, the 20th at the peak price; two rooms.
    const cost = (ROOM.regular.cost * 2 + ROOM.peak.cost) * 2;
    const sell = (ROOM.regular.sell * 2 + ROOM.peak.sell) * 2;
    expect(item).toMatchObject({
      category: 'accommodation',
      variant_name: 'Deluxe Lake View · CP',
      supplier: { id: world.hotel.supplierId },
      quantity: 2,
      nights: 3,
      first_date: '2026-12-18',
      last_date: '2026-12-20',
      price_source: 'season',
      season: { valid_from: '2026-10-01', valid_to: '2026-12-19' },
      unit_cost_paise: ROOM.regular.cost,
      unit_sell_paise: ROOM.regular.sell,
      cost_paise: cost,
      sell_paise: sell,
    });
    expect(schedule.days.map((d) => d.continuing_stays.map((s) => `${s.night}/${s.nights}`))).toEqual([[], ['2/3'], ['3/3'], [], []]);
    expect(schedule.pricing).toMatchObject({ cost_paise: cost, sell_paise: sell, package_paise: sell, unpriced_lines: 0, total_paise: sell + 2 * Math.round(sell * 0.025) });
    expect(schedule.warnings).toEqual([]);
  });

  it('flags a night no season covers and counts the line as zero, never priced at a guess', async () => {
    const t = await trip({ start_date: '2027-01-09', nights: 3 });
    const schedule = await addItem(t.id, t.day(1), stay(3));
    const item = onlyItem(schedule, 'Lake Palace Resort');
    expect(item).toMatchObject({ price_source: 'no_season', cost_paise: 0, sell_paise: 0, unit_cost_paise: ROOM.peak.cost });
    expect(schedule.pricing).toMatchObject({ cost_paise: 0, total_paise: 0, unpriced_lines: 1 });
    expect(schedule.warnings).toEqual([{ code: 'no_season', item_id: item.id, transport_charge_id: null, message: expect.stringContaining('2027-01-11') }]);
  });

  it('takes a free-text item at its own prices, and keeps its nights to one', async () => {
    const t = await trip();
    const schedule = await addItem(t.id, t.day(2), { label: 'Houseboat lunch', unit_cost_paise: 20_000, unit_sell_paise: 30_000, quantity: 3 });
    expect(onlyItem(schedule, 'Houseboat lunch')).toMatchObject({ variant_id: null, category: null, supplier: null, price_source: 'manual', cost_paise: 60_000, sell_paise: 90_000 });
    const twoNights = await seller.post(P.dayItems(t.id, t.day(2)), { label: 'Houseboat', unit_cost_paise: 1, unit_sell_paise: 1, nights: 2 });
    expect(twoNights.statusCode).toBe(400);
    expect(twoNights.json().errors.nights).toBeDefined();
    const noPrice = await seller.post(P.dayItems(t.id, t.day(2)), { label: 'Houseboat' });
    expect(Object.keys(noPrice.json().errors).sort()).toEqual(['unit_cost_paise', 'unit_sell_paise']);
  });

  it('refuses a stay past the last night, a variant in another currency and bad quantities, writing nothing', async () => {
    const t = await trip();
    const before = await rowCounts(ctx.database);
    const past = await seller.post(P.dayItems(t.id, t.day(3)), stay(3));
    expect(past.statusCode).toBe(400);
    expect(past.json().errors.nights).toEqual(['A stay from day 3 can cover at most 2 nights of this trip']);
    const dollars = await seller.post(P.dayItems(t.id, t.day(1)), { variant_id: world.dollarRoom });
    expect(dollars.statusCode).toBe(400);
    expect(dollars.json()).toMatchObject({ code: 'itinerary.currency_mismatch', errors: { variant_id: ['Priced in USD, not INR'] } });
    expect((await seller.post(P.dayItems(t.id, t.day(1)), { variant_id: world.show.adult, quantity: 0 })).statusCode).toBe(400);
    expect((await seller.post(P.dayItems(t.id, t.day(1)), { variant_id: world.show.adult, nights: 2 })).json().errors.nights).toEqual(['Only a stay covers more than one night']);
    expect((await seller.post(P.dayItems(t.id, t.day(1)), { variant_id: 999_999 })).json().errors.variant_id).toEqual(['No such variant']);
    expect(await rowCounts(ctx.database)).toEqual(before);
  });

  it('prices an edited item by hand and keeps that price when its dates move; reprice takes the catalogue again', async () => {
    const t = await trip();
    await addItem(t.id, t.day(2), stay(1, 1));
    const item = onlyItem(await scheduleOf(seller, t.id), 'Lake Palace Resort');
    const edited = await write(seller, 'PATCH', P.item(t.id, item.id), { unit_sell_paise: 450_000, quantity: 2 });
    expect(onlyItem(edited, 'Lake Palace Resort')).toMatchObject({ price_source: 'manual', unit_cost_paise: ROOM.regular.cost, unit_sell_paise: 450_000, cost_paise: ROOM.regular.cost * 2, sell_paise: 900_000 });
    // A day before the first: the stay moves into the peak season, its price by hand stays.
    const moved = await write(seller, 'POST', P.daySchedules(t.id), { before_day_id: t.day(1) }, 201);
    expect(onlyItem(moved, 'Lake Palace Resort')).toMatchObject({ first_date: '2026-12-20', price_source: 'manual', sell_paise: 900_000 });
    // The catalogue changes; the quote does not until it is repriced.
    await ctx.database.db.update(productVariants).set({ sellPricePaise: 950_000 }).where(eq(productVariants.id, world.hotel.peak));
    expect(onlyItem(await scheduleOf(seller, t.id), 'Lake Palace Resort').sell_paise).toBe(900_000);
    const repriced = await write(seller, 'POST', P.reprice(t.id), undefined);
    expect(onlyItem(repriced, 'Lake Palace Resort')).toMatchObject({ price_source: 'season', unit_sell_paise: 950_000, sell_paise: 1_900_000, season: { valid_from: '2026-12-20' } });
  });

  it('scales a line for a new quantity at the prices it was given, and prices new nights from the catalogue', async () => {
    const t = await trip();
    await addItem(t.id, t.day(1), stay(2, 1));
    const item = onlyItem(await scheduleOf(seller, t.id), 'Lake Palace Resort');
    await ctx.database.db.update(productVariants).set({ costPricePaise: 1 }).where(eq(productVariants.id, world.hotel.regular));
    const more = await write(seller, 'PATCH', P.item(t.id, item.id), { quantity: 3, time: '14:00', notes: 'Lake-facing rooms' });
    expect(onlyItem(more, 'Lake Palace Resort')).toMatchObject({ quantity: 3, cost_paise: ROOM.regular.cost * 2 * 3, time: '14:00', notes: 'Lake-facing rooms' });
    const longer = await write(seller, 'PATCH', P.item(t.id, item.id), { nights: 3 });
    expect(onlyItem(longer, 'Lake Palace Resort')).toMatchObject({ nights: 3, cost_paise: (1 + 1 + ROOM.peak.cost) * 3 });
  });
});

describe('warnings', () => {
  it('warns of a line whose variant the catalogue stopped selling, and of a line sold below its cost', async () => {
    const t = await trip();
    await addItem(t.id, t.day(2), show());
    const item = onlyItem(await scheduleOf(seller, t.id), 'Kathakali Evening');
    await ctx.database.db.update(productVariants).set({ active: false }).where(eq(productVariants.id, world.show.adult));
    const below = await write(seller, 'PATCH', P.item(t.id, item.id), { unit_sell_paise: SHOW.cost - 1 });
    expect(below.warnings.map((warning) => [warning.code, warning.item_id])).toEqual([
      ['inactive_variant', item.id],
      ['below_cost', item.id],
    ]);
    // Sold at cost plus a markup, the line is no longer below cost.
    await write(seller, 'PATCH', P.tripHeading(t.id), { pricing: { markup_mode: 'percent_on_cost', markup_bp: 1000 } });
    expect((await scheduleOf(seller, t.id)).warnings.map((warning) => warning.code)).toEqual(['inactive_variant']);
  });
});

describe('days', () => {
  it('moves later days and their stays when a day goes in or comes out, and prices follow the seasons of the new dates', async () => {
    const t = await trip();
    await addItem(t.id, t.day(1), stay(2, 1)); // the 18th and 19th, regular
    await addItem(t.id, t.day(2), show()); // the 19th
    await addItem(t.id, t.day(3), { variant_id: world.hotel.regular, quantity: 1, nights: 1 }); // the 20th, peak

    // A day in before day 2: the two-night stay spans it and grows a night (into the peak); the show and the last stay move on a day.
    const inserted = await write(seller, 'POST', P.daySchedules(t.id), { before_day_id: t.day(2), title: 'Alleppey at leisure', place_id: world.alleppey }, 201);
    expect(inserted.heading).toMatchObject({ nights: 5, end_date: '2026-12-23' });
    expect(inserted.days.map((d) => [d.day_number, d.date, d.title])).toEqual([
      [1, '2026-12-18', ''],
      [2, '2026-12-19', 'Alleppey at leisure'],
      [3, '2026-12-20', ''],
      [4, '2026-12-21', ''],
      [5, '2026-12-22', ''],
      [6, '2026-12-23', ''],
    ]);
    const [long, single] = itemsOf(inserted).filter((item) => item.label === 'Lake Palace Resort');
    expect(long).toMatchObject({ nights: 3, first_date: '2026-12-18', last_date: '2026-12-20', cost_paise: ROOM.regular.cost * 2 + ROOM.peak.cost });
    expect(single).toMatchObject({ first_date: '2026-12-21', cost_paise: ROOM.peak.cost });
    expect(onlyItem(inserted, 'Kathakali Evening').first_date).toBe('2026-12-20');

    // Day 1 out: its stay goes with it; everything moves back a day, the last stay back to the 20th.
    const removed = await write(seller, 'DELETE', P.daySchedule(t.id, t.day(1)), undefined);
    expect(removed.heading).toMatchObject({ nights: 4, start_date: '2026-12-18' });
    expect(removed.days[0]).toMatchObject({ day_number: 1, date: '2026-12-18', title: 'Alleppey at leisure' });
    expect(onlyItem(removed, 'Lake Palace Resort')).toMatchObject({ first_date: '2026-12-20', cost_paise: ROOM.peak.cost });
    expect(onlyItem(removed, 'Kathakali Evening').first_date).toBe('2026-12-19');
    expect(removed.pricing.cost_paise).toBe(ROOM.peak.cost + SHOW.cost * 2);
  });

  it('shortens a stay by the night of a day taken out from under it', async () => {
    const t = await trip();
    await addItem(t.id, t.day(1), stay(3, 1));
    const schedule = await write(seller, 'DELETE', P.daySchedule(t.id, t.day(2)), undefined);
    expect(onlyItem(schedule, 'Lake Palace Resort')).toMatchObject({ nights: 2, last_date: '2026-12-19', cost_paise: ROOM.regular.cost * 2 });
  });

  it('adds a day at the end, keeps at least one day, and edits a day', async () => {
    const t = await trip({ nights: 0 });
    expect((await seller.delete(P.daySchedule(t.id, t.day(1)))).statusCode).toBe(400);
    const added = await write(seller, 'POST', P.daySchedules(t.id), { place_id: world.munnar }, 201);
    expect(added.days.map((d) => [d.day_number, d.place?.name ?? null])).toEqual([
      [1, 'Alleppey'],
      [2, 'Munnar'],
    ]);
    const edited = await write(seller, 'PATCH', P.daySchedule(t.id, t.day(1)), { title: 'Arrival', notes: 'Pick-up at Kochi airport', place_id: null });
    expect(edited.days[0]).toMatchObject({ title: 'Arrival', notes: 'Pick-up at Kochi airport', place: null });
    expect((await seller.patch(P.daySchedule(t.id, t.day(1)), { place_id: 999_999 })).json().errors.place_id).toEqual(['No such place']);
  });

  it('copies a day with its items to just after it, each copy priced for its own date', async () => {
    const t = await trip();
    await write(seller, 'PATCH', P.daySchedule(t.id, t.day(2)), { title: 'Backwaters' });
    await addItem(t.id, t.day(2), { variant_id: world.hotel.regular, quantity: 1, nights: 1 });
    await addItem(t.id, t.day(2), show(3));
    const copied = await write(seller, 'POST', P.dayCopy(t.id, t.day(2)), undefined, 201);
    expect(copied.heading.nights).toBe(5);
    expect(copied.days.map((d) => [d.day_number, d.title, d.items.map((item) => item.label)])).toEqual([
      [1, '', []],
      [2, 'Backwaters', ['Lake Palace Resort', 'Kathakali Evening']],
      [3, 'Backwaters', ['Lake Palace Resort', 'Kathakali Evening']],
      [4, '', []],
      [5, '', []],
      [6, '', []],
    ]);
    const [original, copy] = itemsOf(copied).filter((item) => item.label === 'Lake Palace Resort');
    expect(original).toMatchObject({ first_date: '2026-12-19', cost_paise: ROOM.regular.cost });
    expect(copy).toMatchObject({ first_date: '2026-12-20', cost_paise: ROOM.peak.cost });
    expect(copy?.id).not.toBe(original?.id);
  });

  it('reorders days by a full permutation only; the dates follow the new order', async () => {
    const t = await trip({ nights: 2 });
    await addItem(t.id, t.day(1), show());
    const ids = [t.day(1), t.day(2), t.day(3)];
    const other = await trip();
    const before = await rowCounts(ctx.database);
    const scheduleBefore = await scheduleOf(seller, t.id);
    for (const dayIds of [[ids[0], ids[1]], [ids[0], ids[0], ids[1]], [ids[0], ids[1], other.day(1)], []]) {
      const res = await seller.post(P.dayOrder(t.id), { day_ids: dayIds });
      expect(res.statusCode, JSON.stringify(dayIds)).toBe(400);
      expect(res.json().errors.day_ids).toBeDefined();
    }
    expect(await rowCounts(ctx.database)).toEqual(before);
    expect((await scheduleOf(seller, t.id)).days).toEqual(scheduleBefore.days);

    const reordered = await write(seller, 'POST', P.dayOrder(t.id), { day_ids: [ids[2], ids[0], ids[1]] });
    expect(reordered.days.map((d) => [d.id, d.day_number, d.date])).toEqual([
      [ids[2], 1, '2026-12-18'],
      [ids[0], 2, '2026-12-19'],
      [ids[1], 3, '2026-12-20'],
    ]);
    expect(onlyItem(reordered, 'Kathakali Evening').first_date).toBe('2026-12-19');
  });

  it('refuses an order that would run a stay past the last night', async () => {
    const t = await trip({ nights: 2 });
    await addItem(t.id, t.day(1), stay(2));
    const res = await seller.post(P.dayOrder(t.id), { day_ids: [t.day(2), t.day(1), t.day(3)] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.day_ids[0]).toContain('would run past the last night');
  });
});

describe('items', () => {
  it('reorders a day’s items by a full permutation only', async () => {
    const t = await trip();
    await addItem(t.id, t.day(2), show());
    await addItem(t.id, t.day(2), { label: 'Spice garden walk', unit_cost_paise: 10_000, unit_sell_paise: 15_000 });
    const [first, second] = (await scheduleOf(seller, t.id)).days[1]?.items.map((item) => item.id) ?? [];
    if (first === undefined || second === undefined) throw new Error('two items expected');
    expect((await seller.post(P.dayItemOrder(t.id, t.day(2)), { item_ids: [first] })).statusCode).toBe(400);
    expect((await seller.post(P.dayItemOrder(t.id, t.day(2)), { item_ids: [first, first] })).statusCode).toBe(400);
    expect((await scheduleOf(seller, t.id)).days[1]?.items.map((item) => item.id)).toEqual([first, second]);
    const reordered = await write(seller, 'POST', P.dayItemOrder(t.id, t.day(2)), { item_ids: [second, first] });
    expect(reordered.days[1]?.items.map((item) => [item.id, item.position])).toEqual([
      [second, 1],
      [first, 2],
    ]);
  });

  it('moves an item to another day of the trip, priced for its new date', async () => {
    const t = await trip();
    await addItem(t.id, t.day(2), { variant_id: world.hotel.regular, quantity: 1, nights: 1 });
    await addItem(t.id, t.day(4), show());
    const room = onlyItem(await scheduleOf(seller, t.id), 'Lake Palace Resort');
    const moved = await write(seller, 'POST', P.itemMove(t.id, room.id), { day_id: t.day(4), position: 1 });
    expect(moved.days[1]?.items).toEqual([]);
    expect(moved.days[3]?.items.map((item) => item.label)).toEqual(['Lake Palace Resort', 'Kathakali Evening']);
    expect(onlyItem(moved, 'Lake Palace Resort')).toMatchObject({ first_date: '2026-12-21', cost_paise: ROOM.peak.cost, position: 1 });
    const tooLong = await write(seller, 'PATCH', P.item(t.id, room.id), { nights: 1 });
    expect(tooLong.days[3]?.items).toHaveLength(2);
    expect((await seller.post(P.itemMove(t.id, room.id), { day_id: t.day(5) })).json().errors.day_id).toBeDefined();
  });

  it('answers 404 for a day or an item of another trip, and changes neither trip', async () => {
    const mine = await trip();
    const theirs = await trip();
    await addItem(theirs.id, theirs.day(1), show());
    const theirItem = onlyItem(await scheduleOf(seller, theirs.id), 'Kathakali Evening');
    const before = await rowCounts(ctx.database);
    const calls = [
      seller.patch(P.item(mine.id, theirItem.id), { quantity: 5 }),
      seller.delete(P.item(mine.id, theirItem.id)),
      seller.post(P.itemMove(mine.id, theirItem.id), { day_id: mine.day(1) }),
      seller.post(P.dayItems(mine.id, theirs.day(1)), show()),
      seller.patch(P.daySchedule(mine.id, theirs.day(1)), { title: 'Mine now' }),
      seller.delete(P.daySchedule(mine.id, theirs.day(1))),
      seller.post(P.dayCopy(mine.id, theirs.day(1))),
      seller.post(P.itemMove(theirs.id, theirItem.id), { day_id: mine.day(1) }),
      seller.get(P.schedule(999_999)),
    ];
    for (const call of calls) expect((await call).statusCode).toBe(404);
    expect(await rowCounts(ctx.database)).toEqual(before);
    expect(onlyItem(await scheduleOf(seller, theirs.id), 'Kathakali Evening').quantity).toBe(2);
  });

  it('removes an item and closes up the day', async () => {
    const t = await trip();
    await addItem(t.id, t.day(2), show());
    await addItem(t.id, t.day(2), { label: 'Spice garden walk', unit_cost_paise: 10_000, unit_sell_paise: 15_000 });
    const first = (await scheduleOf(seller, t.id)).days[1]?.items[0];
    if (!first) throw new Error('an item expected');
    const after = await write(seller, 'DELETE', P.item(t.id, first.id), undefined);
    expect(after.days[1]?.items.map((item) => [item.label, item.position])).toEqual([['Spice garden walk', 1]]);
  });
});

describe('transport charges', () => {
  it('prices a vehicle by the season of the start date, times units and vehicles, and follows edits', async () => {
    const t = await trip();
    const added = await write(seller, 'POST', P.transportCharges(t.id), { variant_id: world.car.sevenSeater, basis: 'days', units: 5, vehicles: 2, from_place_id: world.alleppey, to_place_id: world.munnar }, 201);
    const [charge] = added.transport;
    expect(charge).toMatchObject({
      label: 'Kerala Cabs',
      variant_name: 'Innova 7 seater',
      from_place: { id: world.alleppey, name: 'Alleppey' },
      to_place: { name: 'Munnar' },
      basis: 'days',
      price_source: 'season',
      cost_paise: CAR.cost * 10,
      sell_paise: CAR.sell * 10,
    });
    if (!charge) throw new Error('a charge expected');
    expect(added.pricing.cost_paise).toBe(CAR.cost * 10);
    const fewer = await write(seller, 'PATCH', P.transportCharge(t.id, charge.id), { units: 3 });
    expect(fewer.transport[0]).toMatchObject({ units: 3, cost_paise: CAR.cost * 6, price_source: 'season' });
    expect((await seller.get(P.transportCharges(t.id))).json().results).toHaveLength(1);
    const byTrip = await seller.patch(P.transportCharge(t.id, charge.id), { basis: 'trip' });
    expect(byTrip.json().errors.units).toBeDefined();
    const gone = await write(seller, 'DELETE', P.transportCharge(t.id, charge.id), undefined);
    expect(gone.transport).toEqual([]);
    expect(gone.pricing.total_paise).toBe(0);
  });

  it('takes free text at its own prices, and refuses more than one unit for the whole trip', async () => {
    const t = await trip();
    const added = await write(seller, 'POST', P.transportCharges(t.id), { label: 'Airport pick-up', unit_cost_paise: 150_000, unit_sell_paise: 200_000, vehicles: 2 }, 201);
    expect(added.transport[0]).toMatchObject({ price_source: 'manual', variant_id: null, cost_paise: 300_000, sell_paise: 400_000 });
    expect((await seller.post(P.transportCharges(t.id), { label: 'Car', unit_cost_paise: 1, unit_sell_paise: 1, basis: 'trip', units: 2 })).json().errors.units).toBeDefined();
    const other = await trip();
    expect((await seller.delete(P.transportCharge(other.id, added.transport[0]?.id ?? 0))).statusCode).toBe(404);
  });
});

describe('who may change a trip', () => {
  it('lets a viewer read the schedule and refuses every write with 403', async () => {
    const t = await trip();
    expect((await viewer.get(P.schedule(t.id))).statusCode).toBe(200);
    const before = await rowCounts(ctx.database);
    const writes = [
      viewer.post(P.dayItems(t.id, t.day(1)), show()),
      viewer.post(P.daySchedules(t.id), {}),
      viewer.post(P.dayOrder(t.id), { day_ids: [t.day(1)] }),
      viewer.post(P.reprice(t.id)),
      viewer.post(P.transportCharges(t.id), { label: 'Car', unit_cost_paise: 1, unit_sell_paise: 1 }),
    ];
    for (const call of writes) expect((await call).statusCode).toBe(403);
    expect(await rowCounts(ctx.database)).toEqual(before);
  });

  it('refuses changes to a booked or lost trip with 409', async () => {
    const t = await trip();
    await ctx.database.db.update(itineraries).set({ status: 'booked' }).where(eq(itineraries.id, t.id));
    const res = await seller.post(P.dayItems(t.id, t.day(1)), show());
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('itinerary.not_editable');
  });

  it('audits each change to the schedule against the trip, and keeps the quoted total on the trip', async () => {
    const t = await trip();
    const schedule = await addItem(t.id, t.day(2), show());
    const item = onlyItem(schedule, 'Kathakali Evening');
    await write(seller, 'PATCH', P.item(t.id, item.id), { quantity: 4 });
    const [updated, added] = await tripAudit(ctx, t.id);
    expect(added).toMatchObject({ action: 'update', before: null, after: { day: 2, item: 'Kathakali Evening', change: 'added' } });
    expect(updated).toMatchObject({ action: 'update', before: { quantity: 2 }, after: { day: 2, item: 'Kathakali Evening', change: 'updated', quantity: 4 } });
    const [row] = await ctx.database.db.select({ total: itineraries.quotedTotalPaise }).from(itineraries).where(eq(itineraries.id, t.id));
    expect(row?.total).toBe((await scheduleOf(seller, t.id)).pricing.total_paise);
    expect(row?.total).toBeGreaterThan(0);
  });
});
