const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const shortMonthFormat = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' });
const shortDayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const weekdayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', timeZone: 'UTC' });

const utc = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`);

/** "Nov 2026" for `2026-11`. */
export function formatMonth(month: string): string {
  return monthFormat.format(utc(`${month}-01`));
}

/** "Nov" for `2026-11`: a chart's axis, where the year is in the table beside it. */
export function formatShortMonth(month: string): string {
  return shortMonthFormat.format(utc(`${month}-01`));
}

/** "23 Nov" for `2026-11-23`. */
export function formatShortDay(isoDay: string): string {
  return shortDayFormat.format(utc(isoDay));
}

/** "Wed 25" for `2026-11-25`: a day of the next fortnight on a chart's axis. */
export function formatWeekday(isoDay: string): string {
  return weekdayFormat.format(utc(isoDay));
}

/** "23–29 Nov" for a week, "30 Nov – 6 Dec" across two months. */
export function formatWeek(start: string, end: string): string {
  return start.slice(0, 7) === end.slice(0, 7) ? `${utc(start).getUTCDate()}–${formatShortDay(end)}` : `${formatShortDay(start)} – ${formatShortDay(end)}`;
}

/** "75%": the share won of those quoted, in whole percents; a dash when nothing was quoted. */
export function formatConversion(won: number, quoted: number): string {
  return quoted === 0 ? '–' : `${Math.round((won * 100) / quoted)}%`;
}

/** "1 booking", "3 bookings". */
export function countOf(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
