import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { itineraries, itineraryDays, itineraryItems, itineraryPlaces, itineraryTransportCharges } from '../../db/schema/itineraries.ts';
import { inParallel } from '../../db/in-parallel.ts';

export type TripRow = typeof itineraries.$inferSelect;
export type DayRow = typeof itineraryDays.$inferSelect;
export type ItemRow = typeof itineraryItems.$inferSelect;
export type TransportRow = typeof itineraryTransportCharges.$inferSelect;

/** A trip's rows, everything the schedule is made of. */
export type TripRows = { trip: TripRow; placeIds: number[]; days: DayRow[]; items: ItemRow[]; transport: TransportRow[] };

/** `lock`: the row is about to change, and every write to one trip takes its turn behind this lock. */
export async function findTrip(db: Db, id: number, lock = false): Promise<TripRow | undefined> {
  const query = db.select().from(itineraries).where(eq(itineraries.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function placeIdsOfTrip(db: Db, tripId: number): Promise<number[]> {
  const rows = await db.select({ id: itineraryPlaces.locationId }).from(itineraryPlaces).where(eq(itineraryPlaces.itineraryId, tripId)).orderBy(asc(itineraryPlaces.position));
  return rows.map((row) => row.id);
}

export async function daysOfTrip(db: Db, tripId: number): Promise<DayRow[]> {
  return db.select().from(itineraryDays).where(eq(itineraryDays.itineraryId, tripId)).orderBy(asc(itineraryDays.dayNumber));
}

/** Every item of the trip, by day then position (days in number order are sorted by the caller). */
export async function itemsOfTrip(db: Db, tripId: number): Promise<ItemRow[]> {
  return db.select().from(itineraryItems).where(eq(itineraryItems.itineraryId, tripId)).orderBy(asc(itineraryItems.dayId), asc(itineraryItems.position), asc(itineraryItems.id));
}

export async function transportOfTrip(db: Db, tripId: number): Promise<TransportRow[]> {
  return db.select().from(itineraryTransportCharges).where(eq(itineraryTransportCharges.itineraryId, tripId)).orderBy(asc(itineraryTransportCharges.position), asc(itineraryTransportCharges.id));
}

/** The trip's rows; undefined for no such trip. Pass `trip` when the caller already holds (and locked) it. */
export async function tripRows(db: Db, id: number, trip?: TripRow): Promise<TripRows | undefined> {
  const found = trip ?? (await findTrip(db, id));
  if (!found) return undefined;
  const [placeIds, days, items, transport] = await inParallel(db, [() => placeIdsOfTrip(db, id), () => daysOfTrip(db, id), () => itemsOfTrip(db, id), () => transportOfTrip(db, id)]);
  return { trip: found, placeIds, days, items, transport };
}
