import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { jsonRowOf, jsonRowsOf, rowFromJson, rowsFromJson } from '../../db/json-rows.ts';
import { itineraries, itineraryDays, itineraryItems, itineraryPlaces, itineraryTransportCharges } from '../../db/schema/itineraries.ts';

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

/**
 * The trip's rows; undefined for no such trip. Pass `trip` when the caller already holds (and locked)
 * it. One statement: its places, days, items and transport (and the trip unless given) each come as
 * one JSON array, in the order the schedule shows them.
 */
export async function tripRows(db: Db, id: number, trip?: TripRow): Promise<TripRows | undefined> {
  const [row] = await queryRows<{ trip: unknown; place_ids: unknown; days: unknown; items: unknown; transport: unknown }>(
    db,
    sql`select ${trip ? sql`null` : sql`(select ${jsonRowOf(itineraries)} from ${itineraries} where ${itineraries.id} = ${id})`} as trip,
      (select coalesce(json_agg(${itineraryPlaces.locationId} order by ${itineraryPlaces.position}), '[]'::json) from ${itineraryPlaces} where ${itineraryPlaces.itineraryId} = ${id}) as place_ids,
      ${jsonRowsOf(itineraryDays, eq(itineraryDays.itineraryId, id), sql`${itineraryDays.dayNumber}`)} as days,
      ${jsonRowsOf(itineraryItems, eq(itineraryItems.itineraryId, id), sql`${itineraryItems.dayId}, ${itineraryItems.position}, ${itineraryItems.id}`)} as items,
      ${jsonRowsOf(itineraryTransportCharges, eq(itineraryTransportCharges.itineraryId, id), sql`${itineraryTransportCharges.position}, ${itineraryTransportCharges.id}`)} as transport`,
  );
  const found = trip ?? (row && rowFromJson(itineraries, row.trip));
  if (!row || !found) return undefined;
  const placeIds = (typeof row.place_ids === 'string' ? JSON.parse(row.place_ids) : row.place_ids) as number[];
  return { trip: found, placeIds, days: rowsFromJson(itineraryDays, row.days), items: rowsFromJson(itineraryItems, row.items), transport: rowsFromJson(itineraryTransportCharges, row.transport) };
}
