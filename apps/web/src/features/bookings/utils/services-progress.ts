import type { BookingSummary } from '@ua/contracts';

export type ServicesProgress = {
  /** The services still wanted: cancelled ones are no longer booked, so they are not counted in. */
  wanted: number;
  confirmed: number;
  /** Pending, requested or rejected: still to be confirmed (rejected among them). */
  open: number;
  rejected: number;
  /** Confirmed out of wanted, 0 to 100; a booking with nothing wanted has nothing left to do. */
  percent: number;
};

export function servicesProgress(counts: BookingSummary['services']): ServicesProgress {
  const wanted = counts.total - counts.cancelled;
  return { wanted, confirmed: counts.confirmed, open: counts.open, rejected: counts.rejected, percent: wanted === 0 ? 100 : Math.round((counts.confirmed / wanted) * 100) };
}
