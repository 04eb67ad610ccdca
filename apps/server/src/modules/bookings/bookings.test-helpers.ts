import { expect } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import type { Booking, BookingCreateRequest, ItinerarySchedule, TripHeading } from '@ua/contracts';
import type { Caller, TestContext } from '../../../test/harness.ts';
import { makeLocation, makeProduct, makeSupplier, makeVariant } from '../../../test/fixtures/catalogue.ts';
import { makeStaff } from '../../../test/fixtures/staff.ts';
import { auditLog } from '../../db/schema/audit.ts';

/**
 * A small Kerala world to book: two lake hotels in Alleppey (each its own supplier, one reached by
 * WhatsApp, one by mail only), a show, and a car for the whole trip; a seller who quotes, an
 * operations person who books, a colleague to mention, and a reader.
 */
export type BookingWorld = {
  alleppey: number;
  munnar: number;
  lakeHotel: { productId: number; supplierId: number; room: number };
  palmHotel: { productId: number; supplierId: number; room: number };
  hillHotel: { productId: number; supplierId: number; room: number };
  show: { productId: number; supplierId: number; adult: number };
  car: { productId: number; supplierId: number; sevenSeater: number };
};

export const LAKE_ROOM = { cost: 400_000, sell: 500_000 } as const;
export const PALM_ROOM = { cost: 450_000, sell: 560_000 } as const;

export type BookingDesk = {
  world: BookingWorld;
  sellerId: number;
  seller: Caller;
  /** bookings.view and .manage, suppliers.view, itineraries.view, messaging.send. */
  opsId: number;
  ops: Caller;
  /** Another operations person, to assign and to mention. */
  colleagueId: number;
  colleague: Caller;
  /** bookings.view only: no costs, no supplier contacts. */
  readerId: number;
  reader: Caller;
};

export async function makeBookingWorld(ctx: TestContext): Promise<BookingWorld> {
  const db = ctx.database.db;
  const india = await makeLocation(db, { name: 'India', slug: 'india-bk' });
  const kerala = await makeLocation(db, { name: 'Kerala', slug: 'kerala-bk', parentId: india.id });
  const alleppey = await makeLocation(db, { name: 'Alleppey', slug: 'alleppey-bk', parentId: kerala.id });
  const munnar = await makeLocation(db, { name: 'Munnar', slug: 'munnar-bk', parentId: kerala.id });

  const lakeSupplier = await makeSupplier(db, {
    displayName: 'Lake Palace Resort',
    locationIds: [alleppey.id],
    contacts: [{ name: 'Front office', role: 'Reservations', phone: '+914772000001', email: 'reservations@lakepalace.test', whatsapp: '+919847000001' }],
  });
  const palmSupplier = await makeSupplier(db, {
    displayName: 'Palm Grove Lake Resort',
    locationIds: [alleppey.id],
    contacts: [{ name: 'Sales', role: '', phone: null, email: 'sales@palmgrove.test', whatsapp: null }],
  });
  const hillSupplier = await makeSupplier(db, { displayName: 'Tea County', locationIds: [munnar.id], contacts: [{ name: 'Desk', role: '', phone: null, email: 'desk@teacounty.test', whatsapp: null }] });
  const showSupplier = await makeSupplier(db, { displayName: 'Kathakali Centre', locationIds: [alleppey.id], contacts: [] });
  const carSupplier = await makeSupplier(db, { displayName: 'Kerala Cabs', locationIds: [kerala.id], contacts: [{ name: 'Dispatch', role: '', phone: '+914842000002', email: null, whatsapp: '+919847000002' }] });

  const season = { validFrom: '2026-01-01', validTo: '2027-12-31' };
  const lake = await makeProduct(db, { name: 'Lake Palace Resort', locationId: alleppey.id, supplierId: lakeSupplier.id });
  const lakeRoom = await makeVariant(db, lake.id, { name: 'Deluxe Lake View · CP', costPricePaise: LAKE_ROOM.cost, sellPricePaise: LAKE_ROOM.sell, ...season });
  const palm = await makeProduct(db, { name: 'Palm Grove Lake Resort', locationId: alleppey.id, supplierId: palmSupplier.id });
  const palmRoom = await makeVariant(db, palm.id, { name: 'Lake Cottage · MAP', costPricePaise: PALM_ROOM.cost, sellPricePaise: PALM_ROOM.sell, ...season });
  const hill = await makeProduct(db, { name: 'Tea County', locationId: munnar.id, supplierId: hillSupplier.id });
  const hillRoom = await makeVariant(db, hill.id, { name: 'Valley View', costPricePaise: 300_000, sellPricePaise: 380_000, ...season });
  const show = await makeProduct(db, { name: 'Kathakali Evening', category: 'activity', locationId: alleppey.id, supplierId: showSupplier.id });
  const adult = await makeVariant(db, show.id, { name: 'Adult', costPricePaise: 50_000, sellPricePaise: 80_000, ...season });
  const car = await makeProduct(db, { name: 'Kerala Cabs', category: 'transport', locationId: kerala.id, supplierId: carSupplier.id });
  const sevenSeater = await makeVariant(db, car.id, { name: 'Innova 7 seater', costPricePaise: 300_000, sellPricePaise: 400_000, ...season });

  return {
    alleppey: alleppey.id,
    munnar: munnar.id,
    lakeHotel: { productId: lake.id, supplierId: lakeSupplier.id, room: lakeRoom.id },
    palmHotel: { productId: palm.id, supplierId: palmSupplier.id, room: palmRoom.id },
    hillHotel: { productId: hill.id, supplierId: hillSupplier.id, room: hillRoom.id },
    show: { productId: show.id, supplierId: showSupplier.id, adult: adult.id },
    car: { productId: car.id, supplierId: carSupplier.id, sevenSeater: sevenSeater.id },
  };
}

export async function makeBookingDesk(ctx: TestContext): Promise<BookingDesk> {
  const db = ctx.database.db;
  const world = await makeBookingWorld(ctx);
  const seller = await makeStaff(db, { firstName: 'Asha', lastName: 'Rao', labels: ['itineraries.view', 'itineraries.manage', 'bookings.view'] });
  const ops = await makeStaff(db, { firstName: 'Omar', lastName: 'Ops', labels: ['bookings.view', 'bookings.manage', 'suppliers.view', 'itineraries.view', 'messaging.send'] });
  const colleague = await makeStaff(db, { firstName: 'Chitra', lastName: 'Nair', labels: ['bookings.view', 'bookings.manage'] });
  const reader = await makeStaff(db, { firstName: 'Ravi', lastName: 'Reader', labels: ['bookings.view'] });
  return {
    world,
    sellerId: seller.id,
    seller: ctx.as(seller.id),
    opsId: ops.id,
    ops: ctx.as(ops.id),
    colleagueId: colleague.id,
    colleague: ctx.as(colleague.id),
    readerId: reader.id,
    reader: ctx.as(reader.id),
  };
}

async function ok<T>(response: Promise<{ statusCode: number; body: string; json(): unknown }>, status = 200): Promise<T> {
  const res = await response;
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}

export type AcceptedTripOptions = { startDate?: string; nights?: number; title?: string; customerName?: string; email?: string; whatsapp?: string };

/**
 * A trip quoted through the API the way sales would: two nights at the lake hotel from day 1, the
 * show on day 2, the car for the trip; frozen as version 1 and accepted. Answers the trip's heading.
 */
export async function makeAcceptedTrip(desk: BookingDesk, options: AcceptedTripOptions = {}): Promise<TripHeading> {
  const { seller, world } = desk;
  const heading = await ok<TripHeading>(
    seller.post('/api/itinerary/trip-heading/', {
      title: options.title ?? 'Kerala backwaters, 3 nights',
      customer: { name: options.customerName ?? 'Rahul Sharma', phone: '+919876543210', email: options.email ?? 'rahul@example.com', whatsapp: options.whatsapp ?? '+919876543210' },
      start_date: options.startDate ?? '2027-02-10',
      nights: options.nights ?? 3,
      travellers: { adults: 2, children_ages: [8] },
      place_ids: [world.alleppey],
    }),
    201,
  );
  const schedule = await ok<ItinerarySchedule>(seller.get(`/api/itinerary/${heading.id}/schedule/`));
  const [day1, day2] = schedule.days;
  if (!day1 || !day2) throw new Error('the trip was laid out without its days');
  for (const day of schedule.days) await ok(seller.patch(`/api/itinerary/${heading.id}/day-schedule/${day.id}/`, { place_id: world.alleppey }));
  await ok(seller.post(`/api/itinerary/${heading.id}/day-schedule/${day1.id}/items/`, { variant_id: world.lakeHotel.room, quantity: 2, nights: 2 }), 201);
  await ok(seller.post(`/api/itinerary/${heading.id}/day-schedule/${day2.id}/items/`, { variant_id: world.show.adult, quantity: 3, time: '18:30' }), 201);
  await ok(seller.post(`/api/itinerary/${heading.id}/transport-charges/`, { variant_id: world.car.sevenSeater, basis: 'days', units: 4 }), 201);
  await ok(seller.post(`/api/itinerary/${heading.id}/final-itinerary/`, { note: 'As agreed on the phone' }), 201);
  await ok(seller.post(`/api/itinerary/${heading.id}/final-itinerary/1/accept/`, {}));
  return ok<TripHeading>(seller.get(`/api/itinerary/trip-heading/${heading.id}/`));
}

export async function bookTrip(caller: Caller, itineraryId: number, body: Partial<BookingCreateRequest> = {}): Promise<Booking> {
  return ok<Booking>(caller.post('/api/booking/', { itinerary_id: itineraryId, ...body }), 201);
}

/** The booking's audit entries of one entity type, newest first. */
export async function auditOf(ctx: TestContext, entityType: string, entityId: number) {
  return ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.id));
}
