import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { makeStaff } from '../../../test/fixtures/staff.ts';
import { makeLocation } from '../../../test/fixtures/catalogue.ts';
import type { Db } from '../../db/client.ts';
import { itineraries, itineraryDays, itineraryItems, itineraryPlaces, itineraryTransportCharges } from '../../db/schema/itineraries.ts';
import { makeTrip } from './final-itinerary.test-helpers.ts';
import { tripRows } from './schedule.repository.ts';

/**
 * A trip's rows come in one statement, each table as JSON: they must be exactly what Drizzle's own
 * selects answer (names, nulls, dates, timestamps, arrays, bigints), in the schedule's order.
 */

let ctx: TestContext;
let db: Db;

beforeAll(async () => {
  ctx = await createTestContext({ data: 'empty' });
  db = ctx.database.db;
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

async function rowsAsDrizzleReadsThem(id: number) {
  const [trip] = await db.select().from(itineraries).where(eq(itineraries.id, id));
  const places = await db.select({ id: itineraryPlaces.locationId }).from(itineraryPlaces).where(eq(itineraryPlaces.itineraryId, id)).orderBy(asc(itineraryPlaces.position));
  return {
    trip,
    placeIds: places.map((place) => place.id),
    days: await db.select().from(itineraryDays).where(eq(itineraryDays.itineraryId, id)).orderBy(asc(itineraryDays.dayNumber)),
    items: await db.select().from(itineraryItems).where(eq(itineraryItems.itineraryId, id)).orderBy(asc(itineraryItems.dayId), asc(itineraryItems.position), asc(itineraryItems.id)),
    transport: await db.select().from(itineraryTransportCharges).where(eq(itineraryTransportCharges.itineraryId, id)).orderBy(asc(itineraryTransportCharges.position), asc(itineraryTransportCharges.id)),
  };
}

describe("a trip's rows in one statement", () => {
  it('answers what the tables hold, as Drizzle maps them, in the order of the schedule', async () => {
    const owner = await makeStaff(db, { labels: ['itineraries.manage'] });
    const [munnar, kochi, alleppey] = [await makeLocation(db, { name: 'Munnar' }), await makeLocation(db, { name: 'Kochi' }), await makeLocation(db, { name: 'Alleppey' })];
    const trip = await makeTrip(db, {
      ownerId: owner.id,
      placeId: munnar.id,
      nights: 3,
      items: [
        { day: 2, label: 'Kathakali show', category: 'activity', quantity: 3, time: '18:30', costPaise: 2_000_00, sellPaise: 3_000_00 },
        { day: 1, label: 'Tea County Munnar', category: 'accommodation', variantName: 'Deluxe, breakfast', nights: 2, costPaise: 9_876_543_21, sellPaise: 12_345_678_90 },
        { day: 1, label: 'Spice walk', costPaise: 0, sellPaise: 0, priceSource: 'no_season' },
      ],
      transport: [
        { label: 'Innova Crysta', fromPlaceId: kochi.id, toPlaceId: munnar.id, basis: 'km', units: 180, vehicles: 2, costPaise: 9_000_00, sellPaise: 12_000_00 },
        { label: 'Tempo Traveller', costPaise: 1, sellPaise: 2 },
      ],
    });
    await db.update(itineraries).set({ childrenAges: [4, 11], startingCityId: kochi.id, discountPaise: 2 ** 40, latestVersion: 3 }).where(eq(itineraries.id, trip.id));
    await db.update(itineraryItems).set({ seasonFrom: '2026-01-01', seasonTo: '2026-03-31', supplierName: 'Tea County' }).where(eq(itineraryItems.id, trip.itemIds[1] ?? 0));
    await db.insert(itineraryPlaces).values([
      { itineraryId: trip.id, locationId: alleppey.id, position: 2 },
      { itineraryId: trip.id, locationId: munnar.id, position: 1 },
    ]);
    // Another trip's rows are not this one's.
    await makeTrip(db, { ownerId: owner.id, items: [{ day: 1, label: 'Elsewhere', costPaise: 1, sellPaise: 1 }] });

    const expected = await rowsAsDrizzleReadsThem(trip.id);
    expect(expected.items.map((item) => item.label)).toEqual(['Tea County Munnar', 'Spice walk', 'Kathakali show']);
    expect(expected.placeIds).toEqual([munnar.id, alleppey.id]);
    expect(await tripRows(db, trip.id)).toEqual(expected);
    // With the trip already held (and locked), only the rows under it are read.
    const held = { ...expected.trip, title: 'As the caller holds it' } as typeof itineraries.$inferSelect;
    expect(await tripRows(db, trip.id, held)).toEqual({ ...expected, trip: held });
  });

  it('answers undefined for no such trip, and empty lists for a trip with nothing in it', async () => {
    expect(await tripRows(db, 2_000_000_000)).toBeUndefined();
    const owner = await makeStaff(db, { labels: ['itineraries.manage'] });
    const [bare] = await db.insert(itineraries).values({ title: 'Bare', customerName: 'Asha', startDate: '2026-02-01', nights: 0, adults: 1, ownerId: owner.id }).returning();
    expect(await tripRows(db, bare?.id ?? 0)).toEqual({ trip: bare, placeIds: [], days: [], items: [], transport: [] });
  });
});
