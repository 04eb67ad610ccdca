import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { finalItineraries, itineraries } from '../../db/schema/itineraries.ts';
import type { TripRow } from './schedule.repository.ts';

export type FinalItineraryRow = typeof finalItineraries.$inferSelect;

/** Every version of a trip, newest first. */
export async function versionsOfTrip(db: Db, itineraryId: number): Promise<FinalItineraryRow[]> {
  return db.select().from(finalItineraries).where(eq(finalItineraries.itineraryId, itineraryId)).orderBy(desc(finalItineraries.version));
}

/** One version of the trip in the path: a version of another trip is not found. */
export async function findVersion(db: Db, itineraryId: number, version: number, lock = false): Promise<FinalItineraryRow | undefined> {
  const query = db
    .select()
    .from(finalItineraries)
    .where(and(eq(finalItineraries.itineraryId, itineraryId), eq(finalItineraries.version, version)));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function findVersionById(db: Db, id: number): Promise<FinalItineraryRow | undefined> {
  const [row] = await db.select().from(finalItineraries).where(eq(finalItineraries.id, id));
  return row;
}

/**
 * The trip, locked for a freeze (writes to one trip take turns behind this lock), with the highest
 * version frozen so far (0 before the first), in one statement; undefined for no such trip.
 */
export async function lockTripForFreeze(tx: Db, itineraryId: number): Promise<{ trip: TripRow; latestFrozen: number } | undefined> {
  // Qualified by hand: a select of one table names its columns bare, and a bare id here would be the version's.
  const latestFrozen = sql<number>`(select coalesce(max(v.version), 0) from ${finalItineraries} v where v.itinerary_id = ${itineraries}.id)`.mapWith(Number);
  const [row] = await tx.select({ trip: itineraries, latestFrozen }).from(itineraries).where(eq(itineraries.id, itineraryId)).for('update');
  return row;
}

export type NewVersion = Pick<typeof finalItineraries.$inferInsert, 'itineraryId' | 'version' | 'note' | 'snapshot' | 'totalPaise' | 'currency' | 'frozenBy'>;

/** Writes a new version; answers only what the database chose (the snapshot is the caller's own, and large). */
export async function insertVersion(db: Db, values: NewVersion): Promise<{ id: number; frozenAt: Date }> {
  const [row] = await db.insert(finalItineraries).values(values).returning({ id: finalItineraries.id, frozenAt: finalItineraries.frozenAt });
  if (!row) throw new Error('insert into final_itineraries returned no row');
  return row;
}

/** The trip's latest version, kept on the trip for its list and heading. */
export async function recordLatestVersion(db: Db, itineraryId: number, version: number): Promise<void> {
  await db.update(itineraries).set({ latestVersion: version, updatedAt: new Date() }).where(eq(itineraries.id, itineraryId));
}

/**
 * The customer's word on one version: any other accepted version of the trip is cleared first (a
 * partial unique index keeps one), then this one is marked and the trip moves to accepted.
 */
export async function markAccepted(db: Db, row: FinalItineraryRow, acceptedBy: number, at: Date): Promise<FinalItineraryRow> {
  await db
    .update(finalItineraries)
    .set({ acceptedAt: null, acceptedBy: null })
    .where(and(eq(finalItineraries.itineraryId, row.itineraryId), isNotNull(finalItineraries.acceptedAt), ne(finalItineraries.id, row.id)));
  const [accepted] = await db.update(finalItineraries).set({ acceptedAt: at, acceptedBy }).where(eq(finalItineraries.id, row.id)).returning();
  if (!accepted) throw new Error('final itinerary vanished while being accepted');
  await db.update(itineraries).set({ status: 'accepted', acceptedVersion: row.version, updatedAt: at }).where(eq(itineraries.id, row.itineraryId));
  return accepted;
}
