/**
 * Trip dates are calendar dates (YYYY-MM-DD) with no time or zone: a day's date is the start date
 * plus its number less one, wherever the trip goes. They are moved in UTC, where no day is skipped
 * or doubled.
 */

const DAY_MS = 86_400_000;

const twoDigits = (value: number) => (value < 10 ? `0${value}` : String(value));

/**
 * The date `days` after (or before) this one. A schedule moves a date per day and per line, so the
 * common case (YYYY-MM-DD, a four-digit year) is written out by hand, a quarter of the time of
 * `toISOString`; anything else goes the long way, with the same answer.
 */
export function addDays(date: string, days: number): string {
  if (date.length === 10 && date[4] === '-' && date[7] === '-') {
    const moved = new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) + days * DAY_MS);
    const year = moved.getUTCFullYear();
    if (year >= 1000 && year <= 9999) return `${year}-${twoDigits(moved.getUTCMonth() + 1)}-${twoDigits(moved.getUTCDate())}`;
  }
  const [year, month, day] = date.split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) throw new RangeError(`not a date: ${date}`);
  return new Date(Date.UTC(year, month - 1, day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The `count` dates from `first`, one a day. */
export function datesFrom(first: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addDays(first, index));
}

const KOLKATA_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date in India, where the company quotes and its tax rates apply. */
export function todayInIndia(now: Date = new Date()): string {
  return KOLKATA_DATE.format(now);
}
