import { expect } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import type { ItinerarySchedule, TripHeading, TripHeadingCreateRequest } from '@ua/contracts';
import type { Caller, TestContext } from '../../../test/harness.ts';
import { makeLocation, makeProduct, makeVariant } from '../../../test/fixtures/catalogue.ts';
import { makeStaff } from '../../../test/fixtures/staff.ts';
import { auditLog } from '../../db/schema/audit.ts';

/**
 * A small Kerala catalogue for quotes: a houseboat-side hotel whose room has a season to 19 December
 * and a peak season from 20 December to 10 January (nothing after), a show priced all year, and a
 * car for transfers priced all year.
 */
export type KeralaWorld = {
  kerala: number;
  alleppey: number;
  munnar: number;
  goa: number;
  hotel: { productId: number; supplierId: number; regular: number; peak: number };
  show: { productId: number; adult: number };
  car: { productId: number; sevenSeater: number };
  /** A room priced in US dollars. */
  dollarRoom: number;
};

export const ROOM = { regular: { cost: 400_000, sell: 500_000 }, peak: { cost: 700_000, sell: 900_000 } } as const;
export const SHOW = { cost: 50_000, sell: 80_000 } as const;
export const CAR = { cost: 300_000, sell: 400_000 } as const;

export async function makeKeralaWorld(ctx: TestContext): Promise<KeralaWorld> {
  const db = ctx.database.db;
  const india = await makeLocation(db, { name: 'India', slug: 'india' });
  const kerala = await makeLocation(db, { name: 'Kerala', slug: 'kerala', parentId: india.id });
  const alleppey = await makeLocation(db, { name: 'Alleppey', slug: 'alleppey', parentId: kerala.id });
  const munnar = await makeLocation(db, { name: 'Munnar', slug: 'munnar', parentId: kerala.id });
  const goa = await makeLocation(db, { name: 'Goa', slug: 'goa', parentId: india.id });

  const hotel = await makeProduct(db, { name: 'Lake Palace Resort', locationId: alleppey.id });
  const room = 'Deluxe Lake View · CP';
  const regular = await makeVariant(db, hotel.id, { name: room, costPricePaise: ROOM.regular.cost, sellPricePaise: ROOM.regular.sell, validFrom: '2026-10-01', validTo: '2026-12-19' });
  const peak = await makeVariant(db, hotel.id, { name: room, costPricePaise: ROOM.peak.cost, sellPricePaise: ROOM.peak.sell, validFrom: '2026-12-20', validTo: '2027-01-10' });
  const dollarRoom = await makeVariant(db, hotel.id, { name: 'Suite (USD)', currency: 'USD', validFrom: '2026-01-01', validTo: '2027-12-31' });

  const show = await makeProduct(db, { name: 'Kathakali Evening', category: 'activity', locationId: alleppey.id });
  const adult = await makeVariant(db, show.id, { name: 'Adult', costPricePaise: SHOW.cost, sellPricePaise: SHOW.sell, validFrom: '2026-01-01', validTo: '2027-12-31' });

  const car = await makeProduct(db, { name: 'Kerala Cabs', category: 'transport', locationId: kerala.id });
  const sevenSeater = await makeVariant(db, car.id, { name: 'Innova 7 seater', costPricePaise: CAR.cost, sellPricePaise: CAR.sell, validFrom: '2026-01-01', validTo: '2027-12-31' });

  return {
    kerala: kerala.id,
    alleppey: alleppey.id,
    munnar: munnar.id,
    goa: goa.id,
    hotel: { productId: hotel.id, supplierId: hotel.supplierId, regular: regular.id, peak: peak.id },
    show: { productId: show.id, adult: adult.id },
    car: { productId: car.id, sevenSeater: sevenSeater.id },
    dollarRoom: dollarRoom.id,
  };
}

/** A seller (itineraries.view and .manage) and a reader (view only). */
export async function makeSalesDesk(ctx: TestContext): Promise<{ sellerId: number; seller: Caller; viewer: Caller }> {
  const db = ctx.database.db;
  const seller = await makeStaff(db, { firstName: 'Asha', lastName: 'Rao', labels: ['itineraries.view', 'itineraries.manage'] });
  const viewer = await makeStaff(db, { firstName: 'Vik', lastName: 'Reader', labels: ['itineraries.view'] });
  return { sellerId: seller.id, seller: ctx.as(seller.id), viewer: ctx.as(viewer.id) };
}

export function tripBody(overrides: Partial<TripHeadingCreateRequest> = {}): TripHeadingCreateRequest {
  return {
    title: 'Kerala backwaters, 4 nights',
    customer: { name: 'Rahul Sharma', phone: '+919876543210', email: 'rahul@example.com' },
    start_date: '2026-12-18',
    nights: 4,
    travellers: { adults: 2, children_ages: [8] },
    ...overrides,
  };
}

export async function createTrip(caller: Caller, overrides: Partial<TripHeadingCreateRequest> = {}): Promise<TripHeading> {
  const res = await caller.post('/api/itinerary/trip-heading/', tripBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

export async function scheduleOf(caller: Caller, tripId: number): Promise<ItinerarySchedule> {
  const res = await caller.get(`/api/itinerary/${tripId}/schedule/`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Sends a write (most answer the schedule; heading writes the heading), and checks its status. */
export async function write<T = ItinerarySchedule>(caller: Caller, method: 'POST' | 'PATCH' | 'DELETE', url: string, body: object | undefined, status = 200): Promise<T> {
  const res = await caller.request(method, url, body);
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}

/** The trip's audit entries, newest first. */
export async function tripAudit(ctx: TestContext, tripId: number) {
  return ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'itinerary'), eq(auditLog.entityId, String(tripId))))
    .orderBy(desc(auditLog.id));
}
