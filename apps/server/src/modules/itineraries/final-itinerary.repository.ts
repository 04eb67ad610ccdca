import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { ActorContext } from '../../core/actor.ts';
import { auditInsert, type AuditEntry } from '../../core/audit.ts';
import { staffNameOf } from '../admin/index.ts';
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

/**
 * Writes a new version in one statement: the version, the trip's latest version (kept on the trip for
 * its list and heading) and the audit entry of the freeze, which names the version written. Answers
 * only what the database chose and the name of who froze it: the snapshot is the caller's own.
 */
export async function writeVersion(tx: Db, values: NewVersion, actor: ActorContext, audit: Pick<AuditEntry, 'action' | 'entityType' | 'after'>): Promise<{ id: number; frozenAt: Date; frozenByName: string }> {
  const version = tx.$with('version').as(tx.insert(finalItineraries).values(values).returning({ id: finalItineraries.id, frozenAt: finalItineraries.frozenAt }));
  const trip = tx.$with('trip').as(tx.update(itineraries).set({ latestVersion: values.version, updatedAt: new Date() }).where(eq(itineraries.id, values.itineraryId)));
  const entry = tx.$with('entry').as(auditInsert(tx, actor, { ...audit, before: null, entityId: sql`(select ${version.id}::text from ${version})` }));
  const [row] = await tx.with(version, trip, entry).select({ id: version.id, frozenAt: version.frozenAt, frozenByName: staffNameOf(values.frozenBy) }).from(version);
  if (!row) throw new Error('insert into final_itineraries returned no row');
  return { ...row, frozenByName: row.frozenByName ?? '' };
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
