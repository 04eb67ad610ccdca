import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { itineraries } from '../../db/schema/itineraries.ts';

/** The agent who brought a trip, if one did: what the agents' wallets pay a booking of it with. */
export async function agentIdOfTrip(db: Db, itineraryId: number): Promise<number | null> {
  const [row] = await db.select({ agentId: itineraries.agentId }).from(itineraries).where(eq(itineraries.id, itineraryId));
  return row?.agentId ?? null;
}
