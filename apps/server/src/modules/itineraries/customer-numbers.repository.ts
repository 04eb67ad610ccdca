import { desc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { itineraries } from '../../db/schema/itineraries.ts';

/** The latest trip of a customer, found by the number they wrote from: what an inbound WhatsApp message is attached to. */
export type TripOfNumber = { id: number; title: string; ownerId: number; customerName: string };

/** The customer's WhatsApp number or, failing that, their phone (both E.164): the most recently changed trip. */
export async function latestTripOfNumber(db: Db, phone: string): Promise<TripOfNumber | undefined> {
  const [row] = await db
    .select({ id: itineraries.id, title: itineraries.title, ownerId: itineraries.ownerId, customerName: itineraries.customerName })
    .from(itineraries)
    .where(or(eq(itineraries.customerWhatsapp, phone), eq(itineraries.customerPhone, phone)))
    .orderBy(desc(itineraries.updatedAt), desc(itineraries.id))
    .limit(1);
  return row;
}

/** Several trips as a WhatsApp reply reads them, by id, in one query (the unanswered replies' sweep). */
export async function tripsOfReplies(db: Db, ids: readonly number[]): Promise<TripOfNumber[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: itineraries.id, title: itineraries.title, ownerId: itineraries.ownerId, customerName: itineraries.customerName })
    .from(itineraries)
    .where(inArray(itineraries.id, [...new Set(ids)]));
}
