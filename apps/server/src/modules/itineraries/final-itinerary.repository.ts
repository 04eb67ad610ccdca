import { and, desc, eq, isNotNull, max, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { finalItineraries, itineraries } from '../../db/schema/itineraries.ts';

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

/** The highest version frozen so far; 0 before the first. */
export async function latestVersionNumber(db: Db, itineraryId: number): Promise<number> {
  const [row] = await db.select({ version: max(finalItineraries.version) }).from(finalItineraries).where(eq(finalItineraries.itineraryId, itineraryId));
  return row?.version ?? 0;
}

export type NewVersion = Pick<typeof finalItineraries.$inferInsert, 'itineraryId' | 'version' | 'note' | 'snapshot' | 'totalPaise' | 'currency' | 'frozenBy'>;

export async function insertVersion(db: Db, values: NewVersion): Promise<FinalItineraryRow> {
  const [row] = await db.insert(finalItineraries).values(values).returning();
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
