import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { ITINERARY_PATHS, finalItinerarySchema, finalItinerarySummarySchema, type FinalItinerary, type VersionComparison } from '@ua/contracts';
import { createTestContext, rowCounts, type Caller, type TestContext } from '../../../test/harness.ts';
import { makeStaff } from '../../../test/fixtures/staff.ts';
import { makeLocation } from '../../../test/fixtures/catalogue.ts';
import { finalItineraries, itineraries } from '../../db/schema/itineraries.ts';
import { auditOf } from '../catalogue/catalogue.test-helpers.ts';
import { editItem, makeTrip, setTripStatus, type TripFixtureOptions } from './final-itinerary.test-helpers.ts';

let ctx: TestContext;
let manager: Caller;
let viewer: Caller;
let nobody: Caller;
let ownerId: number;
let placeId: number;

beforeAll(async () => {
  ctx = await createTestContext({ data: 'empty' });
});
afterAll(async () => ctx.close());

beforeEach(async () => {
  await ctx.reset();
  const db = ctx.database.db;
  const owner = await makeStaff(db, { firstName: 'Ravi', lastName: 'Kumar', labels: ['itineraries.view', 'itineraries.manage'] });
  ownerId = owner.id;
  manager = ctx.as(owner.id);
  viewer = ctx.as((await makeStaff(db, { labels: ['itineraries.view'] })).id);
  nobody = ctx.as((await makeStaff(db, { labels: ['products.view'] })).id);
  placeId = (await makeLocation(db, { name: 'Munnar' })).id;
});

/** A 2-night trip: a stay, an activity and a transfer, all priced by hand. */
function kerala(overrides: Partial<TripFixtureOptions> = {}): Promise<Awaited<ReturnType<typeof makeTrip>>> {
  return makeTrip(ctx.database.db, {
    ownerId,
    placeId,
    items: [
      { day: 1, label: 'Tea County Munnar', category: 'accommodation', variantName: 'Deluxe, breakfast', nights: 2, costPaise: 40_000_00, sellPaise: 52_000_00 },
      { day: 2, label: 'Kathakali show', category: 'activity', quantity: 2, time: '18:30', costPaise: 2_000_00, sellPaise: 3_000_00 },
    ],
    transport: [{ label: 'Innova Crysta', costPaise: 9_000_00, sellPaise: 12_000_00 }],
    ...overrides,
  });
}

const freeze = (tripId: number, note = '') => manager.post(ITINERARY_PATHS.finalItineraries(tripId), { note });

describe('freezing a trip', () => {
  it('keeps a version exactly as frozen, whatever is edited later, and freezes the next as v2', async () => {
    const trip = await kerala();
    const first = await freeze(trip.id, 'First quote');
    expect(first.statusCode, first.body).toBe(201);
    // The answer is the version's summary, as the versions list shows it; the snapshot is read apart.
    const summary = finalItinerarySummarySchema.strict().parse(first.json());
    expect(summary).toMatchObject({ version: 1, note: 'First quote', frozen_by: { id: ownerId, name: 'Ravi Kumar' }, accepted: false, accepted_at: null, accepted_by: null, currency: 'INR' });
    const frozen = await manager.get(ITINERARY_PATHS.finalItinerary(trip.id, 1));
    expect(frozen.statusCode).toBe(200);
    const v1 = finalItinerarySchema.parse(frozen.json());
    expect(v1).toEqual({ ...summary, schedule: v1.schedule });
    // 52,000 + 3,000 + 12,000 = 67,000; 5% GST = 3,350.
    expect(v1.schedule.pricing).toMatchObject({ package_paise: 67_000_00, total_paise: 70_350_00 });
    expect(v1.total_paise).toBe(70_350_00);
    expect(v1.schedule.heading.latest_version).toBe(1);

    const activityId = trip.itemIds[1] ?? 0;
    await editItem(ctx.database.db, trip.id, activityId, { quantity: 4, sellPaise: 6_000_00 });
    const again = await manager.get(ITINERARY_PATHS.finalItinerary(trip.id, 1));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(frozen.json());

    const second = await freeze(trip.id);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ version: 2, total_paise: 73_500_00 });
    const v2 = (await manager.get(ITINERARY_PATHS.finalItinerary(trip.id, 2))).json() as FinalItinerary;
    expect(v2.version).toBe(2);
    expect(v2.schedule.heading.latest_version).toBe(2);
    expect(v2.schedule.pricing.package_paise).toBe(70_000_00);
    const [row] = await ctx.database.db.select({ latest: itineraries.latestVersion }).from(itineraries).where(eq(itineraries.id, trip.id));
    expect(row?.latest).toBe(2);

    const list = await viewer.get(ITINERARY_PATHS.finalItineraries(trip.id));
    expect(list.statusCode).toBe(200);
    expect(list.json().results.map((version: { version: number; total_paise: number }) => [version.version, version.total_paise])).toEqual([
      [2, 73_500_00],
      [1, 70_350_00],
    ]);

    const audit = await auditOf(ctx, 'final_itinerary', await versionId(trip.id, 1));
    expect(audit[0]).toMatchObject({ action: 'freeze', actorId: ownerId, after: { itinerary_id: trip.id, version: 1, note: 'First quote', total_paise: 70_350_00 } });
  });

  it('compares two versions: the changed item, and the totals before and after', async () => {
    const trip = await kerala();
    await freeze(trip.id);
    await editItem(ctx.database.db, trip.id, trip.itemIds[1] ?? 0, { quantity: 4, sellPaise: 6_000_00 });
    await freeze(trip.id);

    const res = await viewer.get(`${ITINERARY_PATHS.finalItineraryCompare(trip.id)}?from=1&to=2`);
    expect(res.statusCode, res.body).toBe(200);
    const comparison = res.json() as VersionComparison;
    expect(comparison.heading).toEqual([]);
    expect(comparison.transport).toEqual([]);
    expect(comparison.days).toEqual([
      expect.objectContaining({
        day_number: 2,
        change: 'changed',
        items: [{ change: 'changed', label: 'Kathakali show', before: { quantity: 2, nights: 1, sell_paise: 3_000_00 }, after: { quantity: 4, nights: 1, sell_paise: 6_000_00 } }],
      }),
    ]);
    expect(comparison.totals).toEqual({
      package_before_paise: 67_000_00,
      package_after_paise: 70_000_00,
      total_before_paise: 70_350_00,
      total_after_paise: 73_500_00,
      margin_before_paise: 16_000_00,
      margin_after_paise: 19_000_00,
    });
  });

  it('refuses a booked or lost trip with 409 and writes nothing', async () => {
    for (const status of ['booked', 'lost'] as const) {
      const trip = await kerala({ status });
      const before = await rowCounts(ctx.database);
      const res = await freeze(trip.id);
      expect(res.statusCode, status).toBe(409);
      expect(res.json()).toMatchObject({ code: 'itinerary.not_editable' });
      expect(await rowCounts(ctx.database)).toEqual(before);
    }
  });

  it('refuses a trip with no items and no transport', async () => {
    const trip = await makeTrip(ctx.database.db, { ownerId });
    const res = await freeze(trip.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'itinerary.nothing_to_freeze' });
  });

  it('refuses while a line has no price, naming the line, and writes nothing', async () => {
    const trip = await kerala({
      items: [
        { day: 1, label: 'Tea County Munnar', category: 'accommodation', costPaise: 40_000_00, sellPaise: 52_000_00 },
        { day: 2, label: 'Houseboat cruise', category: 'activity', costPaise: 0, sellPaise: 0, priceSource: 'no_season' },
      ],
    });
    const before = await rowCounts(ctx.database);
    const res = await freeze(trip.id);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('validation');
    expect(Object.keys(body.errors)).toEqual([`items.${trip.itemIds[1]}`]);
    expect(body.errors[`items.${trip.itemIds[1]}`][0]).toMatch(/Day 2, Houseboat cruise: .*Tue, 13 Jan 2026/);
    expect(body.detail).toMatch(/Houseboat cruise/);
    expect(await rowCounts(ctx.database)).toEqual(before);
  });

  it('answers 404 for a trip that does not exist', async () => {
    const res = await freeze(2_000_000_000);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });
});

async function versionId(tripId: number, version: number): Promise<number> {
  const [row] = await ctx.database.db
    .select({ id: finalItineraries.id })
    .from(finalItineraries)
    .where(and(eq(finalItineraries.itineraryId, tripId), eq(finalItineraries.version, version)));
  return row?.id ?? 0;
}

describe('reading versions', () => {
  it('answers 404 itinerary.version_not_frozen for a version never frozen, or one of another trip', async () => {
    const trip = await kerala();
    const other = await kerala();
    await freeze(other.id);
    await freeze(other.id);
    await freeze(trip.id);
    for (const url of [ITINERARY_PATHS.finalItinerary(trip.id, 2), ITINERARY_PATHS.finalItineraryPdf(trip.id, 2), ITINERARY_PATHS.finalItineraryLinks(trip.id, 2), `${ITINERARY_PATHS.finalItineraryCompare(trip.id)}?from=1&to=2`]) {
      const res = await viewer.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ code: 'itinerary.version_not_frozen' });
    }
    const missingTrip = await viewer.get(ITINERARY_PATHS.finalItineraries(2_000_000_000));
    expect(missingTrip.statusCode).toBe(404);
    expect(missingTrip.json()).toMatchObject({ code: 'not_found' });
  });

  it('lists no versions for a trip never frozen', async () => {
    const trip = await kerala();
    const res = await viewer.get(ITINERARY_PATHS.finalItineraries(trip.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ results: [] });
  });
});

describe('accepting a version', () => {
  const accept = (tripId: number, version: number) => manager.post(ITINERARY_PATHS.finalItineraryAccept(tripId, version));

  async function acceptedVersions(tripId: number): Promise<number[]> {
    const rows = await ctx.database.db
      .select({ version: finalItineraries.version })
      .from(finalItineraries)
      .where(and(eq(finalItineraries.itineraryId, tripId), isNotNull(finalItineraries.acceptedAt)));
    return rows.map((row) => row.version);
  }

  it('moves the trip to accepted, records the version, and keeps one accepted version', async () => {
    const trip = await kerala();
    await freeze(trip.id);
    await freeze(trip.id);

    const first = await accept(trip.id, 1);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ version: 1, accepted: true, accepted_by: { id: ownerId, name: 'Ravi Kumar' } });
    const [afterFirst] = await ctx.database.db.select({ status: itineraries.status, accepted: itineraries.acceptedVersion }).from(itineraries).where(eq(itineraries.id, trip.id));
    expect(afterFirst).toEqual({ status: 'accepted', accepted: 1 });

    const second = await accept(trip.id, 2);
    expect(second.statusCode).toBe(200);
    expect(await acceptedVersions(trip.id)).toEqual([2]);
    const [afterSecond] = await ctx.database.db.select({ status: itineraries.status, accepted: itineraries.acceptedVersion }).from(itineraries).where(eq(itineraries.id, trip.id));
    expect(afterSecond).toEqual({ status: 'accepted', accepted: 2 });

    const list = (await viewer.get(ITINERARY_PATHS.finalItineraries(trip.id))).json() as { results: Array<{ version: number; accepted: boolean }> };
    expect(list.results.map((version) => [version.version, version.accepted])).toEqual([
      [2, true],
      [1, false],
    ]);
    const audit = await auditOf(ctx, 'final_itinerary', await versionId(trip.id, 2));
    expect(audit[0]).toMatchObject({ action: 'accept', before: { accepted: false, accepted_version: 1 }, after: { accepted: true, accepted_version: 2 } });
  });

  it('refuses a lost or booked trip with 409 and changes nothing', async () => {
    const trip = await kerala();
    await freeze(trip.id);
    for (const status of ['lost', 'booked'] as const) {
      await setTripStatus(ctx.database.db, trip.id, status);
      const res = await accept(trip.id, 1);
      expect(res.statusCode, status).toBe(409);
      expect(res.json()).toMatchObject({ code: 'itinerary.not_editable' });
      expect(await acceptedVersions(trip.id)).toEqual([]);
    }
  });

  it('answers 404 for a version never frozen', async () => {
    const trip = await kerala();
    const res = await accept(trip.id, 1);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'itinerary.version_not_frozen' });
  });
});

describe('permissions', () => {
  it('takes itineraries.manage to freeze and accept, and itineraries.view to read', async () => {
    const trip = await kerala();
    await freeze(trip.id);
    const before = await rowCounts(ctx.database);
    for (const res of [await viewer.post(ITINERARY_PATHS.finalItineraries(trip.id), {}), await viewer.post(ITINERARY_PATHS.finalItineraryAccept(trip.id, 1))]) {
      expect(res.statusCode).toBe(403);
    }
    expect(await rowCounts(ctx.database)).toEqual(before);
    for (const url of [ITINERARY_PATHS.finalItineraries(trip.id), ITINERARY_PATHS.finalItinerary(trip.id, 1), `${ITINERARY_PATHS.finalItineraryCompare(trip.id)}?from=1&to=1`]) {
      expect((await nobody.get(url)).statusCode, url).toBe(403);
      expect((await viewer.get(url)).statusCode, url).toBe(200);
    }
  });
});
