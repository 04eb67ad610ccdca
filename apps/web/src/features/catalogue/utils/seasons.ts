// Season dates are calendar days (YYYY-MM-DD): they are read and shown in UTC so no time zone moves them.
const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** `1 Oct 2026` from `2026-10-01`; anything else as it came. */
export function formatDay(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : dayFormat.format(date);
}

/** `1 Oct 2026 – 31 Mar 2027` */
export function formatSeason(from: string, to: string): string {
  return `${formatDay(from)} – ${formatDay(to)}`;
}

export type SeasonState = 'past' | 'current' | 'upcoming';

/** Where `today` (YYYY-MM-DD) falls against the season; ISO days compare as text. */
export function seasonState(from: string, to: string, today: string): SeasonState {
  if (today < from) return 'upcoming';
  return today > to ? 'past' : 'current';
}

/** Today in the viewer's own calendar, as YYYY-MM-DD. */
export function todayIso(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}
