import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { ItineraryStatus } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { inParallel } from '../../db/in-parallel.ts';
import { finalItineraries, itineraries, itineraryItems, itineraryTransportCharges } from '../../db/schema/itineraries.ts';
import { basesOfRows, basesOfSchedule, type CommissionBase } from './agent-commission.ts';
import { findVersionById, type FinalItineraryRow } from './final-itinerary.repository.ts';
import { scheduleOfVersion } from './final-itinerary.service.ts';
import { tripRows, type ItemRow, type TransportRow } from './schedule.repository.ts';

/**
 * What the agents area reads of the trips an agent brought. A trip's commission is reckoned on the
 * version its customer accepted (what a booking is made from) and, until one is, on the quote as it
 * stands; the agents area applies the agent's rates to the bases.
 */
export type TripOfAgent = {
  id: number;
  title: string;
  customerName: string;
  startDate: string;
  status: ItineraryStatus;
  /** The accepted version's total once there is one (what the customer agreed to), else the quote as it stands. */
  quotedTotalPaise: number;
  acceptedVersion: number | null;
  /** The accepted version's row: the final itinerary a booking of the trip is made from. */
  finalItineraryId: number | null;
  commissionBases: CommissionBase[];
};

/** The lines of several trips, by trip: two queries however many trips. */
async function linesOfTrips(db: Db, tripIds: readonly number[]): Promise<{ items: Map<number, ItemRow[]>; transport: Map<number, TransportRow[]> }> {
  const items = new Map<number, ItemRow[]>();
  const transport = new Map<number, TransportRow[]>();
  if (tripIds.length === 0) return { items, transport };
  const [itemRows, transportRows] = await inParallel(db, [
    () => db.select().from(itineraryItems).where(inArray(itineraryItems.itineraryId, [...tripIds])),
    () => db.select().from(itineraryTransportCharges).where(inArray(itineraryTransportCharges.itineraryId, [...tripIds])),
  ]);
  for (const row of itemRows) items.set(row.itineraryId, [...(items.get(row.itineraryId) ?? []), row]);
  for (const row of transportRows) transport.set(row.itineraryId, [...(transport.get(row.itineraryId) ?? []), row]);
  return { items, transport };
}

/** Every trip the agent brought, the latest start first, each with the bases of its commission. */
export async function tripsOfAgent(db: Db, agentId: number): Promise<TripOfAgent[]> {
  const rows = await db
    .select({ trip: itineraries, version: finalItineraries })
    .from(itineraries)
    .leftJoin(finalItineraries, and(eq(finalItineraries.itineraryId, itineraries.id), eq(finalItineraries.version, itineraries.acceptedVersion)))
    .where(eq(itineraries.agentId, agentId))
    .orderBy(desc(itineraries.startDate), asc(itineraries.id));
  const quoted = rows.filter((row) => row.version === null).map((row) => row.trip.id);
  const lines = await linesOfTrips(db, quoted);
  return rows.map(({ trip, version }) => ({
    id: trip.id,
    title: trip.title,
    customerName: trip.customerName,
    startDate: trip.startDate,
    status: trip.status,
    quotedTotalPaise: version?.totalPaise ?? trip.quotedTotalPaise,
    acceptedVersion: version ? trip.acceptedVersion : null,
    finalItineraryId: version?.id ?? null,
    commissionBases: version ? basesOfVersion(version) : basesOfRows({ trip, items: lines.items.get(trip.id) ?? [], transport: lines.transport.get(trip.id) ?? [] }),
  }));
}

const basesOfVersion = (row: FinalItineraryRow) => basesOfSchedule(scheduleOfVersion(row));

/**
 * The commission bases of a frozen version (by its row id, as a booking names it), as frozen: what
 * the agent's commission is credited on when the booking completes. Throws for no such version.
 */
export async function commissionBasesOfVersion(db: Db, finalItineraryId: number): Promise<CommissionBase[]> {
  const row = await findVersionById(db, finalItineraryId);
  if (!row) throw new Error(`final itinerary ${finalItineraryId} is not there`);
  return basesOfVersion(row);
}

/** The commission bases of a trip's quote as it stands (a trip not accepted yet); undefined for no such trip. */
export async function commissionBasesOfTrip(db: Db, itineraryId: number): Promise<CommissionBase[] | undefined> {
  const rows = await tripRows(db, itineraryId);
  return rows && basesOfRows(rows);
}
