import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { itineraryCustomerLinks } from '../../db/schema/itineraries.ts';

export type CustomerLinkRow = typeof itineraryCustomerLinks.$inferSelect;

export async function insertLink(db: Db, values: { finalItineraryId: number; token: string; createdBy: number; expiresAt: Date }): Promise<CustomerLinkRow> {
  const [row] = await db.insert(itineraryCustomerLinks).values(values).returning();
  if (!row) throw new Error('insert into itinerary_customer_links returned no row');
  return row;
}

/** A version's links, newest first. */
export async function linksOfVersion(db: Db, finalItineraryId: number): Promise<CustomerLinkRow[]> {
  return db.select().from(itineraryCustomerLinks).where(eq(itineraryCustomerLinks.finalItineraryId, finalItineraryId)).orderBy(desc(itineraryCustomerLinks.id));
}

/** One link of the version in the path: a link of another version is not found. */
export async function findLinkOfVersion(db: Db, finalItineraryId: number, linkId: number): Promise<CustomerLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(itineraryCustomerLinks)
    .where(and(eq(itineraryCustomerLinks.id, linkId), eq(itineraryCustomerLinks.finalItineraryId, finalItineraryId)))
    .for('update');
  return row;
}

export async function markRevoked(db: Db, id: number, revokedBy: number, at: Date): Promise<CustomerLinkRow> {
  const [row] = await db.update(itineraryCustomerLinks).set({ revokedAt: at, revokedBy }).where(eq(itineraryCustomerLinks.id, id)).returning();
  if (!row) throw new Error('customer link vanished while being revoked');
  return row;
}

export async function findLinkByToken(db: Db, token: string): Promise<CustomerLinkRow | undefined> {
  const [row] = await db.select().from(itineraryCustomerLinks).where(eq(itineraryCustomerLinks.token, token));
  return row;
}

/**
 * Counts an open of a link that still works, in one statement (opens arriving together all count);
 * undefined when no working link has this token.
 */
export async function countOpen(db: Db, token: string, at: Date): Promise<CustomerLinkRow | undefined> {
  const [row] = await db
    .update(itineraryCustomerLinks)
    .set({ openCount: sql`${itineraryCustomerLinks.openCount} + 1`, lastOpenedAt: at })
    .where(and(eq(itineraryCustomerLinks.token, token), isNull(itineraryCustomerLinks.revokedAt), gt(itineraryCustomerLinks.expiresAt, at)))
    .returning();
  return row;
}
