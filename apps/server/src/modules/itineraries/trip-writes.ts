import { eq } from 'drizzle-orm';
import { ITINERARY_AUDIT_ENTITY_TYPES, type ItinerarySchedule, type ItineraryStatus } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import type { ActorContext } from '../../core/actor.ts';
import { recordAudit } from '../../core/audit.ts';
import { itineraries } from '../../db/schema/itineraries.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { pricingOf, scheduleOf } from './schedule.service.ts';
import { findTrip, tripRows, type DayRow, type TripRow, type TripRows } from './schedule.repository.ts';

/** A quote can change while it is being sold; a booked or lost trip is settled (a lost one is reopened through its status). */
const EDITABLE: ReadonlySet<ItineraryStatus> = new Set(['draft', 'sent', 'accepted']);

/** The trip, locked for this write (writes to one trip take turns); 404 for none. */
export async function lockTrip(tx: Db, id: number): Promise<TripRow> {
  const trip = await findTrip(tx, id, true);
  if (!trip) throw notFound('Itinerary not found.');
  return trip;
}

/** The trip, locked, refused unless its schedule may still change. */
export async function lockEditableTrip(tx: Db, id: number): Promise<TripRow> {
  return refuseUnlessEditable(await lockTrip(tx, id));
}

/** The trip when its schedule may still change (a quote being sold); 409 for a booked or lost one. */
export function refuseUnlessEditable(trip: TripRow): TripRow {
  if (!EDITABLE.has(trip.status)) {
    const why = trip.status === 'booked' ? 'it is booked' : 'it is lost; take it up again as a draft first';
    throw new AppError('itinerary.not_editable', `This itinerary cannot be changed: ${why}.`);
  }
  return trip;
}

/** The trip, locked and editable, with its rows as they are before the write. */
export async function openTrip(tx: Db, tripId: number): Promise<TripRows> {
  const trip = await lockEditableTrip(tx, tripId);
  const rows = await tripRows(tx, tripId, trip);
  if (!rows) throw notFound('Itinerary not found.');
  return rows;
}

/** A day of this trip; another trip's day is not found. */
export function dayOf(rows: TripRows, dayId: number): DayRow {
  const day = rows.days.find((candidate) => candidate.id === dayId);
  if (!day) throw notFound('Day not found.');
  return day;
}

export type TripAudit = { action: 'create' | 'update' | 'change_status'; before: Record<string, unknown> | null; after: Record<string, unknown> };

/**
 * Ends every write to a trip, in its transaction: the quoted total the list shows and the time of
 * the change are kept on the trip, the change is audited, and the schedule as it now stands answers.
 */
export async function finishTripWrite(tx: Db, actor: ActorContext, tripId: number, audit: TripAudit): Promise<ItinerarySchedule> {
  const rows = await tripRows(tx, tripId);
  if (!rows) throw notFound('Itinerary not found.');
  const quotedTotalPaise = pricingOf(rows).total_paise;
  const updatedAt = new Date();
  await tx.update(itineraries).set({ quotedTotalPaise, updatedAt }).where(eq(itineraries.id, tripId));
  await recordAudit(tx, actor, { action: audit.action, entityType: ITINERARY_AUDIT_ENTITY_TYPES.itinerary, entityId: tripId, before: audit.before, after: audit.after });
  return scheduleOf(tx, { ...rows, trip: { ...rows.trip, quotedTotalPaise, updatedAt } });
}
