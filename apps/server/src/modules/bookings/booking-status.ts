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

/** Statuses a service may be in for each action staff take (the supplier's page confirms or declines a requested one). */
export const SERVICE_ACTION_FROM = {
  request: ['pending', 'requested', 'rejected'],
  confirm: ['pending', 'requested', 'rejected'],
  reject: ['pending', 'requested'],
  cancel: ['pending', 'requested', 'confirmed', 'rejected'],
  change_supplier: ['pending', 'rejected'],
  send_voucher: ['confirmed'],
} as const satisfies Record<string, readonly ServiceStatus[]>;

export type StaffServiceAction = keyof typeof SERVICE_ACTION_FROM;

export function serviceActionAllowed(action: StaffServiceAction, status: ServiceStatus): boolean {
  return (SERVICE_ACTION_FROM[action] as readonly ServiceStatus[]).includes(status);
}

/** A booking whose services may still be acted on: not cancelled, not over. */
export function bookingIsActive(status: BookingStatus): boolean {
  return status !== 'cancelled' && status !== 'completed';
}
