import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { itineraryDays, itineraryItems, itineraryTransportCharges } from '../../db/schema/itineraries.ts';
import { setsSomething } from '../../lib/sql.ts';
import type { LinePrice } from './season-pricing.ts';

export type DayValues = Omit<typeof itineraryDays.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type ItemValues = Omit<typeof itineraryItems.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type TransportValues = Omit<typeof itineraryTransportCharges.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertDays(tx: Db, days: readonly DayValues[]): Promise<number[]> {
  if (days.length === 0) return [];
  const rows = await tx.insert(itineraryDays).values([...days]).returning({ id: itineraryDays.id });
  return rows.map((row) => row.id);
}

export async function updateDay(tx: Db, tripId: number, dayId: number, patch: Partial<Pick<DayValues, 'placeId' | 'title' | 'notes'>>): Promise<void> {
  if (!setsSomething(patch)) return;
  await tx
    .update(itineraryDays)
    .set(patch)
    .where(and(eq(itineraryDays.id, dayId), eq(itineraryDays.itineraryId, tripId)));
}

/** Deletes days (their items go with them). */
export async function deleteDays(tx: Db, tripId: number, dayIds: readonly number[]): Promise<void> {
  if (dayIds.length === 0) return;
  await tx.delete(itineraryDays).where(and(eq(itineraryDays.itineraryId, tripId), inArray(itineraryDays.id, [...dayIds])));
}

/**
 * Gives the trip's days these numbers. The numbers are unique per trip and checked row by row, so
 * every day first steps aside to its negative number, then takes its new one.
 */
export async function renumberDays(tx: Db, tripId: number, numbers: ReadonlyMap<number, number>): Promise<void> {
  if (numbers.size === 0) return;
  await tx
    .update(itineraryDays)
    .set({ dayNumber: sql`-${itineraryDays.dayNumber}` })
    .where(and(eq(itineraryDays.itineraryId, tripId), gt(itineraryDays.dayNumber, 0)));
  const values = sql.join(
    [...numbers].map(([id, number]) => sql`(${id}::integer, ${number}::smallint)`),
    sql`, `,
  );
  await tx.execute(sql`update ${itineraryDays} set day_number = v.n from (values ${values}) as v(id, n) where ${itineraryDays.id} = v.id and ${itineraryDays.itineraryId} = ${tripId}`);
}

export async function insertItems(tx: Db, items: readonly ItemValues[]): Promise<number[]> {
  if (items.length === 0) return [];
  const rows = await tx.insert(itineraryItems).values([...items]).returning({ id: itineraryItems.id });
  return rows.map((row) => row.id);
}

export async function updateItem(tx: Db, tripId: number, itemId: number, patch: Partial<ItemValues>): Promise<void> {
  if (!setsSomething(patch)) return;
  await tx
    .update(itineraryItems)
    .set(patch)
    .where(and(eq(itineraryItems.id, itemId), eq(itineraryItems.itineraryId, tripId)));
}

export async function deleteItem(tx: Db, tripId: number, itemId: number): Promise<void> {
  await tx.delete(itineraryItems).where(and(eq(itineraryItems.id, itemId), eq(itineraryItems.itineraryId, tripId)));
}

/** Items in this order take positions 1, 2, ... on `dayId`. */
export async function placeItems(tx: Db, tripId: number, dayId: number, itemIds: readonly number[]): Promise<void> {
  if (itemIds.length === 0) return;
  const values = sql.join(
    itemIds.map((id, index) => sql`(${id}::integer, ${index + 1}::smallint)`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${itineraryItems} set day_id = ${dayId}, position = v.p, updated_at = now() from (values ${values}) as v(id, p) where ${itineraryItems.id} = v.id and ${itineraryItems.itineraryId} = ${tripId}`,
  );
}

export function priceColumns(price: LinePrice): Pick<ItemValues, 'priceSource' | 'seasonFrom' | 'seasonTo' | 'unitCostPaise' | 'unitSellPaise' | 'lineCostPaise' | 'lineSellPaise'> {
  return {
    priceSource: price.priceSource,
    seasonFrom: price.seasonFrom,
    seasonTo: price.seasonTo,
    unitCostPaise: price.unitCostPaise,
    unitSellPaise: price.unitSellPaise,
    lineCostPaise: price.lineCostPaise,
    lineSellPaise: price.lineSellPaise,
  };
}

export async function insertTransport(tx: Db, values: TransportValues): Promise<number> {
  const [row] = await tx.insert(itineraryTransportCharges).values(values).returning({ id: itineraryTransportCharges.id });
  if (!row) throw new Error('insert into itinerary_transport_charges returned no row');
  return row.id;
}

export async function updateTransport(tx: Db, tripId: number, chargeId: number, patch: Partial<TransportValues>): Promise<void> {
  if (!setsSomething(patch)) return;
  await tx
    .update(itineraryTransportCharges)
    .set(patch)
    .where(and(eq(itineraryTransportCharges.id, chargeId), eq(itineraryTransportCharges.itineraryId, tripId)));
}

export async function deleteTransport(tx: Db, tripId: number, chargeId: number): Promise<void> {
  await tx.delete(itineraryTransportCharges).where(and(eq(itineraryTransportCharges.id, chargeId), eq(itineraryTransportCharges.itineraryId, tripId)));
}
