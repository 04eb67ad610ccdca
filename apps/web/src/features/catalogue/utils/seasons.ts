import { formatDay } from '../../../lib/dates';

// Season dates are calendar days (YYYY-MM-DD), shown by lib/dates in UTC so no time zone moves them.

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
