import type { DepartureList } from '@ua/contracts';
import { formatDay } from '../../../lib/dates';

export type Departure = DepartureList['results'][number];

/** One day of the operations view: the bookings starting on it, those still waiting on a supplier first. */
export type DepartureDay = {
  date: string;
  /** Bookings with a service still to confirm (pending, requested or rejected), as the server ordered them. */
  open: Departure[];
  /** Bookings whose suppliers have all confirmed: nothing to do, so they are shown folded. */
  confirmed: Departure[];
  /** Services still to confirm across the day. */
  openServices: number;
};

/**
 * The departures by start date, in the order the server gave (earliest first). A departure with no
 * open service is fully confirmed: the desk reads past it, so it is kept apart to be shown collapsed.
 */
export function departureDays(departures: readonly Departure[]): DepartureDay[] {
  const days = new Map<string, DepartureDay>();
  for (const departure of departures) {
    const day = days.get(departure.start_date) ?? { date: departure.start_date, open: [], confirmed: [], openServices: 0 };
    if (departure.open_services.length === 0) {
      day.confirmed.push(departure);
    } else {
      day.open.push(departure);
      day.openServices += departure.open_services.length;
    }
    days.set(departure.start_date, day);
  }
  return [...days.values()];
}

const weekdayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' });

/** The calendar day after `isoDay`, read in UTC as every calendar day is. */
function nextDay(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * "Today · Fri 11 Dec 2026", "Tomorrow · Sat 12 Dec 2026", "Mon 14 Dec 2026": `today` is the first day
 * of the view as the server counted it (India's today), not the viewer's clock.
 */
export function departureDayTitle(isoDay: string, today: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  const day = Number.isNaN(date.getTime()) ? isoDay : `${weekdayFormat.format(date)} ${formatDay(isoDay)}`;
  if (isoDay === today) return `Today · ${day}`;
  if (isoDay === nextDay(today)) return `Tomorrow · ${day}`;
  return day;
}
