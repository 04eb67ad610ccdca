import { ITINERARY_AUDIT_ENTITY_TYPES, type ItineraryPricing, type ItinerarySchedule } from '@ua/contracts';
import type { ActorContext } from '../../core/actor.ts';
import { recordAudit } from '../../core/audit.ts';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { findVersion } from './final-itinerary.repository.ts';
import { frozenPricingOf, pricingAsFrozen, type FrozenPricing } from './frozen-pricing.ts';
import { scheduleOfVersion } from './final-itinerary.service.ts';
import { findTrip } from './schedule.repository.ts';
import { updateTrip } from './trip-headings.repository.ts';

/** What the bookings area reads of an accepted trip: the trip's owner and the accepted version as frozen. */
export type AcceptedTrip = {
  id: number;
  ownerId: number;
  version: { id: number; version: number; schedule: ItinerarySchedule; totalPaise: number; currency: string };
};

/**
 * The trip, locked, with the version its customer accepted: 404 for no trip, 409
 * `booking.trip_not_accepted` unless it stands accepted (a booked one is `booking.already_booked`).
 */
export async function lockAcceptedTrip(tx: Db, id: number): Promise<AcceptedTrip> {
  const trip = await findTrip(tx, id, true);
  if (!trip) throw notFound('Itinerary not found.');
  if (trip.status === 'booked') throw new AppError('booking.already_booked', `${trip.title} is booked already: open its booking.`);
  if (trip.status !== 'accepted' || trip.acceptedVersion === null) {
    throw new AppError('booking.trip_not_accepted', `${trip.title} cannot be booked yet: the customer has not accepted a version of it.`);
  }
  const row = await findVersion(tx, id, trip.acceptedVersion);
  if (!row) throw new Error(`trip ${id} names accepted version ${trip.acceptedVersion}, which is not there`);
  return { id: trip.id, ownerId: trip.ownerId, version: { id: row.id, version: row.version, schedule: scheduleOfVersion(row), totalPaise: row.totalPaise, currency: row.currency } };
}

/** The trip moves to booked, in the transaction that makes its booking; audited as the trip's status change. */
export async function markTripBooked(tx: Db, actor: ActorContext, id: number, bookingReference: string): Promise<void> {
  await updateTrip(tx, id, { status: 'booked' });
  await recordAudit(tx, actor, {
    action: 'change_status',
    entityType: ITINERARY_AUDIT_ENTITY_TYPES.itinerary,
    entityId: id,
    before: { status: 'accepted' },
    after: { status: 'booked', booking: bookingReference },
  });
}

/** The price and taxes of a frozen version (by its row id), as frozen: what a booking's receipts print. Reads the snapshot's pricing alone. */
export async function pricingOfVersion(db: Db, finalItineraryId: number): Promise<ItineraryPricing> {
  const [row] = await queryRows<{ pricing: FrozenPricing | null }>(db, sql`select ${frozenPricingOf(sql`${finalItineraryId}`)} as pricing`);
  if (!row?.pricing) throw new Error(`final itinerary ${finalItineraryId} is not there`);
  return pricingAsFrozen(row.pricing);
}
