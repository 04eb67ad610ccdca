/**
 * Every date the web shows goes through here, so one screen never writes "01/03/2024" where another
 * writes "1 Mar 2024". Moments (an ISO date-time) show in the viewer's time zone; calendar days
 * (`2026-10-01`: a season, a filter) are read and shown in UTC, so no time zone moves them a day.
 * Days are typed and shown as dd/mm/yyyy, the way staff in India write them.
 */

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const longDateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
const weekdayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long' });
const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

function moment(value: string | Date): Date | undefined {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function formatWith(format: Intl.DateTimeFormat, value: string | Date): string {
  const date = moment(value);
  return date ? format.format(date) : String(value);
}

/** "1 Mar 2024"; a text that is no date comes back as it was. */
export function formatDate(value: string | Date): string {
  return formatWith(dateFormat, value);
}

/** "1 Mar 2024, 09:30" in the viewer's time zone. */
export function formatDateTime(value: string | Date): string {
  return formatWith(dateTimeFormat, value);
}

/** "1 March 2024": a date that stands alone (when someone joined). */
export function formatLongDate(value: string | Date): string {
  return formatWith(longDateFormat, value);
}

/** "Friday 1 March": today, as a greeting names it. */
export function formatWeekday(value: string | Date): string {
  return formatWith(weekdayFormat, value);
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar day's date at 00:00 UTC, when `isoDay` is a day that exists (no 31 February). */
function utcDay(isoDay: string): Date | undefined {
  const match = ISO_DAY.exec(isoDay);
  if (!match) return undefined;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : undefined;
}

export function isIsoDay(value: string): boolean {
  return utcDay(value) !== undefined;
}

/** `1 Oct 2026` from the calendar day `2026-10-01`, whatever the time zone; anything else as it came. */
export function formatDay(isoDay: string): string {
  const date = utcDay(isoDay);
  return date ? dayFormat.format(date) : isoDay;
}

/** Today (or `now`'s day) in the viewer's own calendar, as YYYY-MM-DD. */
export function todayIso(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** The first moment of the calendar day in the viewer's time zone, as an ISO date-time. */
export function startOfDayIso(isoDay: string): string {
  return new Date(`${isoDay}T00:00:00`).toISOString();
}

/** The last moment of the calendar day in the viewer's time zone, as an ISO date-time. */
export function endOfDayIso(isoDay: string): string {
  return new Date(`${isoDay}T23:59:59.999`).toISOString();
}

/** `01/11/2026` for `2026-11-01`: what a day box shows; anything else as it came. */
export function dayText(isoDay: string): string {
  const match = ISO_DAY.exec(isoDay);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : isoDay;
}

const TYPED_DAY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/**
 * The calendar day typed in a day box, as YYYY-MM-DD: `1/11/2026`, `01-11-2026` and `01.11.2026` are
 * day, month, year; `2026-11-01` (pasted, or filled by a script) is read as written. Undefined for
 * anything else, a day that does not exist (`31/02/2026`) included.
 */
export function parseDayText(text: string): string | undefined {
  const trimmed = text.trim();
  if (isIsoDay(trimmed)) return trimmed;
  const match = TYPED_DAY.exec(trimmed);
  if (!match) return undefined;
  const [, day = '', month = '', year = ''] = match;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isIsoDay(iso) ? iso : undefined;
}
