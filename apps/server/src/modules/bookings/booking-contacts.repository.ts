import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { BookingStatus, ItineraryPricing } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { jsonObjectOf, objectsFromJson } from '../../db/json-rows.ts';
import { bookingServices, bookings } from '../../db/schema/bookings.ts';
import { staffNameOf } from '../admin/index.ts';
import { frozenPricingOf, pricingAsFrozen } from '../itineraries/index.ts';

/** What messaging reads of a booking to write to its customer: who, how, and whose booking it is. */
export type BookingCustomer = {
  id: number;
  reference: string;
  tripTitle: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  customerWhatsapp: string;
  ownerId: number;
};

const customerColumns = {
  id: bookings.id,
  reference: bookings.reference,
  tripTitle: bookings.tripTitle,
  customerName: bookings.customerName,
  customerEmail: bookings.customerEmail,
  customerPhone: bookings.customerPhone,
  customerWhatsapp: bookings.customerWhatsapp,
  ownerId: bookings.ownerId,
};

export async function customerOfBooking(db: Db, id: number): Promise<BookingCustomer | undefined> {
  const [row] = await db.select(customerColumns).from(bookings).where(eq(bookings.id, id));
  return row;
}

/** What messaging reads to attach a WhatsApp reply to a booking: which, and who runs it. */
export type BookingOfReply = { id: number; reference: string; customerName: string; ownerId: number; assignedToId: number | null };

const replyColumns = { id: bookings.id, reference: bookings.reference, customerName: bookings.customerName, ownerId: bookings.ownerId, assignedToId: bookings.assignedToId };

/** The booking of a trip, if it is booked: a customer who writes about a booked trip writes about its booking. */
export async function bookingOfTrip(db: Db, itineraryId: number): Promise<BookingOfReply | undefined> {
  const [row] = await db.select(replyColumns).from(bookings).where(eq(bookings.itineraryId, itineraryId));
  return row;
}

/** Several bookings as a WhatsApp reply reads them, by id, in one query (the unanswered replies' sweep). */
export async function bookingsOfReplies(db: Db, ids: readonly number[]): Promise<BookingOfReply[]> {
  if (ids.length === 0) return [];
  return db.select(replyColumns).from(bookings).where(inArray(bookings.id, [...new Set(ids)]));
}

/** What the agents area shows of the booking of each of an agent's trips. */
export type BookingOfTrip = { id: number; itineraryId: number; reference: string; status: BookingStatus; totalPaise: number };

/** The bookings of these trips (a trip has at most one), in one query. */
export async function bookingsOfTrips(db: Db, itineraryIds: readonly number[]): Promise<BookingOfTrip[]> {
  if (itineraryIds.length === 0) return [];
  return db
    .select({ id: bookings.id, itineraryId: bookings.itineraryId, reference: bookings.reference, status: bookings.status, totalPaise: bookings.totalPaise })
    .from(bookings)
    .where(inArray(bookings.itineraryId, [...itineraryIds]));
}

/**
 * The booking a supplier's reply most likely answers: the latest one still running that waits on a
 * request to this supplier.
 */
export async function bookingAwaitingSupplier(db: Db, supplierId: number): Promise<BookingOfReply | undefined> {
  const [row] = await db
    .select(replyColumns)
    .from(bookingServices)
    .innerJoin(bookings, eq(bookings.id, bookingServices.bookingId))
    .where(and(eq(bookingServices.supplierId, supplierId), eq(bookingServices.status, 'requested'), inArray(bookings.status, ['confirming', 'confirmed', 'travelling'])))
    .orderBy(desc(bookingServices.requestedAt), desc(bookingServices.id))
    .limit(1);
  return row;
}

/** What payments read of a booking: the customer, the trip, its dates, who owns it, and the total the plan adds up to. */
export type BookingForPayments = BookingCustomer & {
  status: BookingStatus;
  startDate: string;
  endDate: string;
  totalPaise: number;
  currency: string;
  finalItineraryId: number;
  createdAt: Date;
};

const paymentColumns = {
  ...customerColumns,
  status: bookings.status,
  startDate: bookings.startDate,
  endDate: bookings.endDate,
  totalPaise: bookings.totalPaise,
  currency: bookings.currency,
  finalItineraryId: bookings.finalItineraryId,
  createdAt: bookings.createdAt,
};

/**
 * The booking as payments read it; `lock` takes its row for the payment write, so the money writes of
 * one booking take turns (with its other writes). Undefined for none.
 */
export async function bookingForPayments(db: Db, id: number, lock = false): Promise<BookingForPayments | undefined> {
  const query = db.select(paymentColumns).from(bookings).where(eq(bookings.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A booking as the money view reads it: as payments read it, with its owner's name and its version's price and taxes as frozen. */
export type BookingWithPricing = BookingForPayments & { ownerName: string; pricing: ItineraryPricing };

/** The booking with its owner's name and the pricing of the version it was booked from, in one statement; undefined for none. */
export async function bookingWithPricing(db: Db, id: number): Promise<BookingWithPricing | undefined> {
  const [row] = await db
    .select({ ...paymentColumns, ownerName: staffNameOf(bookings.ownerId), pricing: frozenPricingOf(bookings.finalItineraryId) })
    .from(bookings)
    .where(eq(bookings.id, id));
  if (!row) return undefined;
  const { ownerName, pricing, ...booking } = row;
  // The version is a foreign key of the booking's, never deleted: its pricing is always there.
  if (!pricing) throw new Error(`booking ${id} names final itinerary ${booking.finalItineraryId}, which is not there`);
  return { ...booking, ownerName: ownerName ?? '', pricing: pricingAsFrozen(pricing) };
}

/** Several bookings as payments read them, in one query (the accounts view, the sweeps). */
export async function bookingsForPayments(db: Db, ids: readonly number[]): Promise<BookingForPayments[]> {
  if (ids.length === 0) return [];
  return db.select(paymentColumns).from(bookings).where(inArray(bookings.id, [...ids]));
}

/** A booking as payments read it with its owner's name: what the accounts view lists. */
export type NamedBookingForPayments = BookingForPayments & { ownerName: string };

const namedPaymentColumns = { ...paymentColumns, ownerName: staffNameOf(bookings.ownerId) };

/**
 * The bookings a subquery of ids names, as payments read them with their owners' names: a JSON array
 * in a scalar subquery, for a statement of payments' that shows its rows with their bookings. Read it
 * with `bookingsForPaymentsFromJson`.
 */
export function bookingsForPaymentsOf(ids: SQL): SQL<unknown> {
  return sql`(${sql`select coalesce(json_agg(${jsonObjectOf(namedPaymentColumns)}), '[]') from ${bookings} where ${bookings.id} in (${ids})`})`;
}

export function bookingsForPaymentsFromJson(value: unknown): NamedBookingForPayments[] {
  // The fields are those of `namedPaymentColumns`, each read as its column reads it: the select's own type.
  return objectsFromJson(namedPaymentColumns, value).map((row) => ({ ...row, ownerName: row.ownerName ?? '' }) as NamedBookingForPayments);
}

/**
 * A page of the running bookings (not cancelled, not over), earliest trip first (ties by id), with
 * their owners' names and how many there are in all, in one statement: the ones accounts still collects
 * for. `ownerId` keeps one person's; `leaveOut`, a subquery of booking ids, passes over those (payments
 * leaves out the bookings that have a plan).
 */
export async function runningBookingsForPayments(
  db: Db,
  options: { ownerId?: number | undefined; leaveOut?: SQL | undefined; limit: number; offset: number },
): Promise<{ count: number; rows: NamedBookingForPayments[] }> {
  const where = and(
    inArray(bookings.status, ['confirming', 'confirmed', 'travelling']),
    options.ownerId === undefined ? undefined : eq(bookings.ownerId, options.ownerId),
    // As `not exists`, the planner joins the two as an anti join; `not in` would test each booking against the whole list.
    options.leaveOut === undefined ? undefined : sql`not exists (select 1 from (${options.leaveOut}) as left_out (id) where left_out.id = ${bookings.id})`,
  );
  // The matching bookings' ids are found once (an anti join over them all, which the count needs anyway), then the page's rows read by id.
  const matching = db.$with('matching').as(db.select({ id: bookings.id, startDate: bookings.startDate }).from(bookings).where(where));
  const pageIds = db.select({ id: matching.id }).from(matching).orderBy(asc(matching.startDate), asc(matching.id)).limit(options.limit).offset(options.offset);
  const rows = await db
    .with(matching)
    .select({ ...namedPaymentColumns, total: sql<number>`(select count(*) from ${matching})`.mapWith(Number) })
    .from(bookings)
    .where(inArray(bookings.id, pageIds))
    .orderBy(asc(bookings.startDate), asc(bookings.id));
  // The count rides on each row of the page; a page past the end has no row to carry it.
  const total = rows[0]?.total ?? (options.offset === 0 ? 0 : ((await db.select({ n: count() }).from(bookings).where(where))[0]?.n ?? 0));
  return { count: total, rows: rows.map(({ total: _total, ownerName, ...booking }) => ({ ...booking, ownerName: ownerName ?? '' })) };
}
