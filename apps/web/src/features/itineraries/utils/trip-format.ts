import type { ItineraryStatus, TripHeading } from '@ua/contracts';
import { formatDay } from '../../../lib/dates';

/** One colour per status, the same in the list, the cards and the heading. */
export const TRIP_STATUS_COLORS: Record<ItineraryStatus, string> = {
  draft: 'gray',
  sent: 'blue',
  accepted: 'teal',
  booked: 'green',
  lost: 'red',
};

const weekdayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' });

/** "Fri 12 Dec 2026": a day of the trip, read in UTC as every calendar day is, so no time zone moves it. */
export function weekdayDay(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDay : `${weekdayFormat.format(date)} ${formatDay(isoDay)}`;
}

const count = (amount: number, one: string, many: string) => `${amount} ${amount === 1 ? one : many}`;

export function nightsLabel(nights: number): string {
  return nights === 0 ? 'no nights' : count(nights, 'night', 'nights');
}

/** "Fri 12 Dec 2026 → Wed 17 Dec 2026 · 5 nights"; a trip without a night is one day. */
export function tripDates(heading: Pick<TripHeading, 'start_date' | 'end_date' | 'nights'>): string {
  if (heading.nights === 0) return `${weekdayDay(heading.start_date)} · a day trip`;
  return `${weekdayDay(heading.start_date)} → ${weekdayDay(heading.end_date)} · ${nightsLabel(heading.nights)}`;
}

/** "2 adults, 2 children (5, 9), 1 infant": the ages, since child prices follow them. */
export function travellersSummary(travellers: TripHeading['travellers']): string {
  const { adults, children_ages: ages, infants } = travellers;
  const parts = [count(adults, 'adult', 'adults')];
  if (ages.length > 0) parts.push(`${count(ages.length, 'child', 'children')} (${ages.join(', ')})`);
  if (infants > 0) parts.push(count(infants, 'infant', 'infants'));
  return parts.join(', ');
}

/** "v2", "v2 · accepted v1", or that nothing is frozen yet. */
export function versionSummary(latest: number | null, accepted: number | null): string {
  if (latest === null) return 'Not frozen yet';
  return accepted === null ? `v${latest}` : `v${latest} · accepted v${accepted}`;
}

/** "Kochi → Munnar, Thekkady": where the trip starts, then the places it visits. */
export function placesLine(heading: Pick<TripHeading, 'starting_city' | 'places'>): string | undefined {
  const visited = heading.places.map((place) => place.name).join(', ');
  if (heading.starting_city && visited) return `${heading.starting_city.name} → ${visited}`;
  if (heading.starting_city) return `From ${heading.starting_city.name}`;
  return visited || undefined;
}

const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const MONTHS_BACK = 12;
const MONTHS_AHEAD = 24;

/** "Dec 2026" for `2026-12`. */
export function monthLabel(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  if (!year || !monthNumber) return month;
  return monthFormat.format(new Date(Date.UTC(year, monthNumber - 1, 1)));
}

/**
 * The travel months a filter offers: a year back to two years ahead of `today` (YYYY-MM-DD), and the
 * month already chosen (an old link's) wherever it lies, so it still reads by name.
 */
export function travelMonthOptions(today: string, chosen?: string): { value: string; label: string }[] {
  const [year = 2000, month = 1] = today.split('-').map(Number);
  const months: string[] = [];
  for (let offset = -MONTHS_BACK; offset <= MONTHS_AHEAD; offset += 1) {
    const date = new Date(Date.UTC(year, month - 1 + offset, 1));
    months.push(`${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  if (chosen && !months.includes(chosen)) months.push(chosen);
  return months.sort().map((value) => ({ value, label: monthLabel(value) }));
}

/** "Dec 2025 to Nov 2026", "Nov 2026", "from Dec 2025", "to Nov 2026": the months a trip was first quoted in, as its filter reads. */
export function quotedText(from: string | undefined, to: string | undefined): string {
  if (from && to) return from === to ? monthLabel(from) : `${monthLabel(from)} to ${monthLabel(to)}`;
  return from ? `From ${monthLabel(from)}` : `To ${monthLabel(to ?? '')}`;
}
