import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ItineraryStatus } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { itineraries, itineraryDays, itineraryPlaces } from '../../db/schema/itineraries.ts';
import { inParallel } from '../../db/in-parallel.ts';
import { locationIdsWithin } from '../catalogue/index.ts';
import { containsPattern, setsSomething } from '../../lib/sql.ts';
import { firstQuotedBetween } from './quote-months.ts';
import type { TripRow } from './schedule.repository.ts';

export type TripValues = Omit<typeof itineraries.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertTrip(tx: Db, values: TripValues): Promise<number> {
  const [row] = await tx.insert(itineraries).values(values).returning({ id: itineraries.id });
  if (!row) throw new Error('insert into itineraries returned no row');
  return row.id;
}

export async function updateTrip(tx: Db, id: number, patch: Partial<TripValues>): Promise<void> {
  if (!setsSomething(patch)) return;
  await tx.update(itineraries).set(patch).where(eq(itineraries.id, id));
}

/** The places the customer asked to visit, in this order, replacing the ones before. */
export async function replaceTripPlaces(tx: Db, tripId: number, placeIds: readonly number[]): Promise<void> {
  await tx.delete(itineraryPlaces).where(eq(itineraryPlaces.itineraryId, tripId));
  const unique = [...new Set(placeIds)];
  if (unique.length > 0) await tx.insert(itineraryPlaces).values(unique.map((locationId, index) => ({ itineraryId: tripId, locationId, position: index + 1 })));
}

/** The places of several trips, each trip's in order. */
export async function placeIdsOfTrips(db: Db, tripIds: readonly number[]): Promise<Map<number, number[]>> {
  const places = new Map<number, number[]>();
  if (tripIds.length === 0) return places;
  const rows = await db
    .select({ tripId: itineraryPlaces.itineraryId, id: itineraryPlaces.locationId })
    .from(itineraryPlaces)
    .where(inArray(itineraryPlaces.itineraryId, [...tripIds]))
    .orderBy(asc(itineraryPlaces.itineraryId), asc(itineraryPlaces.position));
  for (const row of rows) places.set(row.tripId, [...(places.get(row.tripId) ?? []), row.id]);
  return places;
}

export type TripFilters = {
  search?: string | undefined;
  statuses?: readonly ItineraryStatus[] | undefined;
  ownerId?: number | undefined;
  /** YYYY-MM */
  travelMonth?: string | undefined;
  placeId?: number | undefined;
  agentId?: number | undefined;
  /** YYYY-MM: first quoted in this month or later (quote-months.ts). */
  quotedFrom?: string | undefined;
  /** YYYY-MM: first quoted in this month or earlier. */
  quotedTo?: string | undefined;
};
export type TripOrdering = '-updated' | 'start_date' | '-start_date' | 'customer';

/** "UA-IT-00042", "ua-it-42" or "42": the trip of that number. */
const REFERENCE = /^(?:UA-IT-)?0*(\d{1,9})$/i;

function tripWhere(filters: TripFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    const number = REFERENCE.exec(filters.search)?.[1];
    conditions.push(
      or(
        number === undefined ? undefined : eq(itineraries.id, Number(number)),
        ilike(itineraries.title, pattern),
        ilike(itineraries.customerName, pattern),
        ilike(itineraries.customerPhone, pattern),
        ilike(itineraries.customerEmail, pattern),
      ),
    );
  }
  if (filters.statuses && filters.statuses.length > 0) conditions.push(inArray(itineraries.status, [...filters.statuses]));
  if (filters.ownerId !== undefined) conditions.push(eq(itineraries.ownerId, filters.ownerId));
  if (filters.agentId !== undefined) conditions.push(eq(itineraries.agentId, filters.agentId));
  if (filters.travelMonth) {
    const [year, month] = filters.travelMonth.split('-').map(Number);
    const first = `${filters.travelMonth}-01`;
    const next = month === 12 ? `${(year ?? 0) + 1}-01-01` : `${year}-${String((month ?? 0) + 1).padStart(2, '0')}-01`;
    conditions.push(gte(itineraries.startDate, first), lt(itineraries.startDate, next));
  }
  if (filters.quotedFrom !== undefined || filters.quotedTo !== undefined) conditions.push(firstQuotedBetween(filters.quotedFrom, filters.quotedTo));
  if (filters.placeId !== undefined) {
    const within = locationIdsWithin(filters.placeId);
    conditions.push(
      sql`(exists (select 1 from ${itineraryPlaces} where ${itineraryPlaces.itineraryId} = ${itineraries.id} and ${itineraryPlaces.locationId} in (${within}))
        or exists (select 1 from ${itineraryDays} where ${itineraryDays.itineraryId} = ${itineraries.id} and ${itineraryDays.placeId} in (${within})))`,
    );
  }
  return and(...conditions);
}

const ORDER: Record<TripOrdering, SQL[]> = {
  '-updated': [desc(itineraries.updatedAt), desc(itineraries.id)],
  start_date: [asc(itineraries.startDate), asc(itineraries.id)],
  '-start_date': [desc(itineraries.startDate), desc(itineraries.id)],
  customer: [asc(sql`lower(${itineraries.customerName})`), asc(itineraries.id)],
};

export async function listTrips(db: Db, filters: TripFilters, ordering: TripOrdering, limit: number, offset: number): Promise<{ count: number; rows: TripRow[] }> {
  const where = tripWhere(filters);
  const [total, rows] = await inParallel(db, [
    () => db.select({ n: count() }).from(itineraries).where(where),
    () =>
      db
        .select()
        .from(itineraries)
        .where(where)
        .orderBy(...ORDER[ordering])
        .limit(limit)
        .offset(offset),
  ]);
  return { count: Number(total[0]?.n ?? 0), rows };
}
