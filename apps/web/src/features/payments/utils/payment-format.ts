import type { DueStatus, LinkStatus, ManualPaymentMethod } from '@ua/contracts';
import { APP_PATHS } from '../../../config/paths';

/** A due's status, one colour wherever it shows: late is red, settled is teal, waived is grey. */
export const DUE_STATUS_COLORS: Record<DueStatus, string> = {
  due: 'blue',
  partly_paid: 'yellow',
  paid: 'teal',
  overdue: 'red',
  waived: 'gray',
};

/** A payment link's state: open ones blue, money in teal, the ended grey, a gateway refusal red. */
export const LINK_STATUS_COLORS: Record<LinkStatus, string> = {
  creating: 'gray',
  created: 'blue',
  partially_paid: 'yellow',
  paid: 'teal',
  expired: 'gray',
  cancelled: 'dark',
  failed: 'red',
};

export const CHANNEL_LABELS = { email: 'Mail', whatsapp: 'WhatsApp' } as const;

/** The method a payment recorded by hand starts from: most customers in India pay by UPI. */
export const DEFAULT_METHOD: ManualPaymentMethod = 'upi';

/** The booking's page: the payments area links to it by the app's path, not the bookings feature's. */
export const bookingPath = (bookingId: number) => `${APP_PATHS.bookings}/${bookingId}`;

export const count = (amount: number, one: string, many: string) => `${amount} ${amount === 1 ? one : many}`;

/** Whole days from one calendar day to another (YYYY-MM-DD), positive when `to` is later. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** "today", "tomorrow", "in 5 days": when an upcoming due falls, from the server's today. */
export function dueIn(dueDate: string, today: string): string {
  const days = daysBetween(today, dueDate);
  if (days <= 0) return 'today';
  if (days === 1) return 'tomorrow';
  return `in ${days} days`;
}

/** "3 days late"; "due today" for a due that is not late. */
export function lateText(overdueDays: number | null): string {
  if (overdueDays === null || overdueDays <= 0) return 'due today';
  return `${count(overdueDays, 'day', 'days')} late`;
}
