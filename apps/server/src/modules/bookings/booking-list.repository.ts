import { and, asc, count, desc, eq, gt, gte, ilike, inArray, isNull, lt, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { OPEN_SERVICE_STATUSES, type BOOKING_ORDERINGS, type BookingStatus } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { inParallel } from '../../db/in-parallel.ts';
import { bookingServices, bookings } from '../../db/schema/bookings.ts';
import { containsPattern } from '../../lib/sql.ts';
import { idOfReference } from './booking-references.ts';
import type { BookingRow, ServiceRow } from './booking-rows.repository.ts';

export type BookingFilters = {
  search?: string | undefined;
  statuses?: readonly BookingStatus[] | undefined;
  /** Travelling on or after: the last day is not before it. */
  travelFrom?: string | undefined;
  /** The first day is on or before it. */
  travelTo?: string | undefined;
  ownerId?: number | undefined;
  /** A person's id, or `none` for nobody yet. */
  assigned?: number | 'none' | undefined;
  supplierId?: number | undefined;
  /** Only bookings with a service still to be confirmed. */
  unconfirmed?: boolean | undefined;
  /** Only the departures of these days (India's calendar, both included): bookings still running whose first day falls in them. */
  departing?: { from: string; to: string } | undefined;
  /** Only bookings with a service requested of its supplier and not answered. */
  awaitingSupplier?: boolean | undefined;
};

/** Bookings still running (not cancelled, not over) whose first day falls in `from`..`to`: the operations view's, the list's and the dashboard's departures. */
export function departingBetween(from: string, to: string): SQL | undefined {
  return and(notInArray(bookings.status, ['cancelled', 'completed']), gte(bookings.startDate, from), lte(bookings.startDate, to));
}

/** Bookings (of the outer query) with a service requested of its supplier and not answered. */
export const awaitingSupplier = sql`exists (select 1 from ${bookingServices} where ${bookingServices.bookingId} = ${bookings.id} and ${bookingServices.status} = 'requested')`;
export type BookingOrdering = (typeof BOOKING_ORDERINGS)[number];

/** "UA-IT-00042" as typed into the bookings' search: the trip of that number. */
const TRIP_REFERENCE = /^UA-IT-0*(\d{1,9})$/i;

/**
 * A booking's or a trip's reference names one booking, found by its key; anything else is looked for
 * in the customer's name and the trip's title (each with a trigram index, so neither is read whole).
 */
function searchCondition(search: string): SQL | undefined {
  const bookingId = idOfReference(search);
  if (bookingId !== null) return eq(bookings.id, bookingId);
  const tripId = TRIP_REFERENCE.exec(search.trim())?.[1];
  if (tripId !== undefined) return eq(bookings.itineraryId, Number(tripId));
  const pattern = containsPattern(search);
  return or(ilike(bookings.customerName, pattern), ilike(bookings.tripTitle, pattern));
}

function bookingWhere(filters: BookingFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.search) conditions.push(searchCondition(filters.search));
  if (filters.statuses && filters.statuses.length > 0) conditions.push(inArray(bookings.status, [...filters.statuses]));
  if (filters.travelFrom) conditions.push(gte(bookings.endDate, filters.travelFrom));
  if (filters.travelTo) conditions.push(lte(bookings.startDate, filters.travelTo));
  if (filters.ownerId !== undefined) conditions.push(eq(bookings.ownerId, filters.ownerId));
  if (filters.assigned === 'none') conditions.push(isNull(bookings.assignedToId));
  else if (filters.assigned !== undefined) conditions.push(eq(bookings.assignedToId, filters.assigned));
  if (filters.supplierId !== undefined) {
    // A supplier whose only service was cancelled has nothing left to do for the booking.
    conditions.push(
      sql`exists (select 1 from ${bookingServices} where ${bookingServices.bookingId} = ${bookings.id} and ${bookingServices.supplierId} = ${filters.supplierId} and ${bookingServices.status} <> 'cancelled')`,
    );
  }
  if (filters.unconfirmed === true) conditions.push(gt(bookings.servicesOpen, 0));
  if (filters.departing) conditions.push(departingBetween(filters.departing.from, filters.departing.to));
  if (filters.awaitingSupplier === true) conditions.push(awaitingSupplier);
  return and(...conditions);
}

const ORDER: Record<BookingOrdering, SQL[]> = {
  start_date: [asc(bookings.startDate), asc(bookings.id)],
  '-start_date': [desc(bookings.startDate), desc(bookings.id)],
  '-created': [desc(bookings.createdAt), desc(bookings.id)],
  '-updated': [desc(bookings.updatedAt), desc(bookings.id)],
};

export async function listBookings(db: Db, filters: BookingFilters, ordering: BookingOrdering, limit: number, offset: number): Promise<{ count: number; rows: BookingRow[] }> {
  const where = bookingWhere(filters);
  const [total, rows] = await inParallel(db, [
    () => db.select({ n: count() }).from(bookings).where(where),
    () =>
      db
        .select()
        .from(bookings)
        .where(where)
        .orderBy(...ORDER[ordering])
        .limit(limit)
        .offset(offset),
  ]);
  return { count: Number(total[0]?.n ?? 0), rows };
}

/** Bookings still running (not cancelled, not over) whose first day falls in `from`..`to`, earliest first. */
export async function bookingsStartingBetween(db: Db, from: string, to: string, assignedToId: number | undefined, limit: number): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(and(departingBetween(from, to), assignedToId === undefined ? undefined : eq(bookings.assignedToId, assignedToId)))
    .orderBy(asc(bookings.startDate), asc(bookings.id))
    .limit(limit);
}

/** The services still to be confirmed of several bookings, each booking's in its order. */
export async function openServicesOfBookings(db: Db, bookingIds: readonly number[]): Promise<ServiceRow[]> {
  if (bookingIds.length === 0) return [];
  return db
    .select()
    .from(bookingServices)
    .where(and(inArray(bookingServices.bookingId, [...bookingIds]), inArray(bookingServices.status, [...OPEN_SERVICE_STATUSES])))
    .orderBy(asc(bookingServices.bookingId), asc(bookingServices.position), asc(bookingServices.id));
}

/**
 * Bookings whose stored status the calendar has overtaken on `today`: not yet travelling though
 * their first day has come, or travelling though their last day has passed.
 */
export async function bookingsBehindTheCalendar(db: Db, today: string): Promise<number[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      or(
        and(inArray(bookings.status, ['confirming', 'confirmed']), lte(bookings.startDate, today)),
        and(eq(bookings.status, 'travelling'), lt(bookings.endDate, today)),
      ),
    )
    .orderBy(asc(bookings.id));
  return rows.map((row) => row.id);
}
