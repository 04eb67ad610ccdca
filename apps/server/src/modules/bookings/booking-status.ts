import type { BookingStatus, ServiceStatus } from '@ua/contracts';

/**
 * The rules of a booking's state, pure: how its services count, what its status is, and which
 * service moves are allowed. The services and the calendar decide the status; nobody sets it.
 */

export type ServiceCounts = { total: number; confirmed: number; open: number; rejected: number; cancelled: number };

export function countServices(statuses: readonly ServiceStatus[]): ServiceCounts {
  const counts: ServiceCounts = { total: statuses.length, confirmed: 0, open: 0, rejected: 0, cancelled: 0 };
  for (const status of statuses) {
    if (status === 'confirmed') counts.confirmed += 1;
    else if (status === 'cancelled') counts.cancelled += 1;
    else {
      counts.open += 1;
      if (status === 'rejected') counts.rejected += 1;
    }
  }
  return counts;
}

export type StatusInputs = { cancelled: boolean; counts: ServiceCounts; startDate: string; endDate: string; today: string };

/**
 * `cancelled` once cancelled; `completed` after the last day; `travelling` from the first day;
 * before that `confirmed` when every service still wanted is confirmed (and one at least is),
 * else `confirming`. Dates are YYYY-MM-DD, compared as text.
 */
export function bookingStatusOf({ cancelled, counts, startDate, endDate, today }: StatusInputs): BookingStatus {
  if (cancelled) return 'cancelled';
  if (today > endDate) return 'completed';
  if (today >= startDate) return 'travelling';
  return counts.open === 0 && counts.confirmed > 0 ? 'confirmed' : 'confirming';
}

// The moves each staff action starts from live in the contracts (SERVICE_ACTION_FROM), shared with the web app.
export { SERVICE_ACTION_FROM, serviceActionAllowed } from '@ua/contracts';
export type { ServiceAction as StaffServiceAction } from '@ua/contracts';

/** A booking whose services may still be acted on: not cancelled, not over. */
export function bookingIsActive(status: BookingStatus): boolean {
  return status !== 'cancelled' && status !== 'completed';
}
