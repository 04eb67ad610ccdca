import type { Db } from '../../db/client.ts';
import { daysUntil, morningInIndia, raiseEach, snoozeDatesOf, whenText } from '../../lib/deadlines.ts';
import { addDays, formatTripDate, todayInIndia } from '../itineraries/index.ts';
import { notify } from '../notifications/index.ts';
import { bookingLink } from './booking-writes.ts';
import { unconfirmedServicesDeparting, type UnconfirmedService } from './deadlines.repository.ts';

/**
 * The bookings' deadline: a service its supplier has still not confirmed seven days before the trip
 * starts, and again two days before. Each service is raised once per threshold (the key), the
 * tightest one reached only (a booking made two days out is not told it is also within seven), and
 * no longer once the service is confirmed or cancelled or the booking cancelled. It reaches
 * operations (holders of bookings.manage) and whoever runs the booking and owns it.
 */

/** Days before the trip starts at which an unconfirmed service is raised, widest first. */
export const UNCONFIRMED_THRESHOLDS = [7, 2] as const;

function whereItStands(service: UnconfirmedService): string {
  const supplier = service.supplierName ?? 'its supplier';
  if (service.status === 'requested') return `was asked of ${supplier} and has no answer yet`;
  if (service.status === 'rejected') return `was turned down by ${supplier} and has no replacement yet`;
  return `is not requested from ${supplier} yet`;
}

async function raiseUnconfirmed(tx: Db, service: UnconfirmedService, today: string, now: Date): Promise<number> {
  const daysLeft = daysUntil(today, service.startDate);
  const threshold = UNCONFIRMED_THRESHOLDS.filter((days) => daysLeft <= days).at(-1) ?? UNCONFIRMED_THRESHOLDS[0];
  return notify(
    tx,
    { userIds: [service.ownerId, ...(service.assignedToId === null ? [] : [service.assignedToId])], labels: ['bookings.manage'] },
    {
      type: 'booking',
      message: `${service.reference} (${service.customerName}): ${service.label} ${whereItStands(service)}, and the trip starts ${whenText(daysLeft, formatTripDate(service.startDate))}.`,
      link: bookingLink(service.bookingId),
      key: `service-unconfirmed:${service.id}:${threshold}d`,
      snoozeDates: snoozeDatesOf(now, { key: 'travel_date', label: 'The day the trip starts', at: morningInIndia(service.startDate) }),
    },
  );
}

/** One sweep: the services of the week's departures in one query, each raised in a short transaction of its own. Answers how many bells were reached. */
export async function raiseBookingDeadlines(db: Db, now: Date, signal?: AbortSignal): Promise<number> {
  const today = todayInIndia(now);
  const services = await unconfirmedServicesDeparting(db, today, addDays(today, UNCONFIRMED_THRESHOLDS[0]));
  return raiseEach(db, services, (service) => `service ${service.id}`, (tx, service) => raiseUnconfirmed(tx, service, today, now), signal);
}
