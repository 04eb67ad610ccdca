import { and, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingTravellers } from '../../db/schema/bookings.ts';
import type { TravellerRow } from './booking-rows.repository.ts';

export type TravellerValues = Omit<typeof bookingTravellers.$inferInsert, 'id' | 'bookingId' | 'createdAt' | 'updatedAt'>;

/** A traveller of this booking; another booking's traveller is not found. */
export async function findTraveller(db: Db, bookingId: number, travellerId: number): Promise<TravellerRow | undefined> {
  const [row] = await db
    .select()
    .from(bookingTravellers)
    .where(and(eq(bookingTravellers.bookingId, bookingId), eq(bookingTravellers.id, travellerId)));
  return row;
}

/**
 * The booking's travellers become exactly these: the ones with an id are rewritten in place (their
 * ids stay, so links to them hold), the rest are added, and those left out are removed.
 */
export async function replaceTravellers(tx: Db, bookingId: number, travellers: readonly { id: number | undefined; values: TravellerValues }[]): Promise<void> {
  const keptIds = travellers.flatMap((traveller) => (traveller.id === undefined ? [] : [traveller.id]));
  await tx.delete(bookingTravellers).where(and(eq(bookingTravellers.bookingId, bookingId), keptIds.length === 0 ? undefined : notInArray(bookingTravellers.id, keptIds)));
  for (const traveller of travellers) {
    if (traveller.id !== undefined) {
      await tx
        .update(bookingTravellers)
        .set(traveller.values)
        .where(and(eq(bookingTravellers.bookingId, bookingId), eq(bookingTravellers.id, traveller.id)));
    }
  }
  const added = travellers.filter((traveller) => traveller.id === undefined).map((traveller) => ({ ...traveller.values, bookingId }));
  if (added.length > 0) await tx.insert(bookingTravellers).values(added);
}
