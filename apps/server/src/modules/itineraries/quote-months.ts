import { sql, type SQL } from 'drizzle-orm';
import { instantOf } from '../../core/jobs/zoned-time.ts';
import { finalItineraries, itineraries } from '../../db/schema/itineraries.ts';
import { todayInIndia } from './plain-dates.ts';

/**
 * A trip is quoted when its first version is frozen (what is sent to the customer), in the month of
 * India's calendar that instant falls in. The sales dashboard counts quotes by that month and the
 * trips list filters by it, both through this file, so a figure and its list cannot disagree.
 */

const INDIA = 'Asia/Kolkata';

/** The month (YYYY-MM) it is in India at `now`. */
export function monthInIndia(now: Date): string {
  return todayInIndia(now).slice(0, 7);
}

/** The month `count` months after `month` (before it for a negative count). */
export function addMonths(month: string, count: number): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const index = year * 12 + (number - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The `count` months to `last`, oldest first. */
export function monthsTo(last: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addMonths(last, index - count + 1));
}

/** The instant a month begins in India. */
export function monthStartInIndia(month: string): Date {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return new Date(instantOf({ year, month: number, day: 1, hour: 0, minute: 0 }, INDIA));
}

/**
 * The month an instant falls in, in India's calendar, as SQL for grouping. The zone is written into
 * the statement, not bound: PostgreSQL matches a select's expression to its group by only when both
 * are the same text, and two bound parameters are not.
 */
export function monthInIndiaSql(instant: typeof finalItineraries.frozenAt): SQL<string> {
  return sql<string>`to_char(${instant} at time zone 'Asia/Kolkata', 'YYYY-MM')`;
}

/** The trips (of the outer query on `itineraries`) first quoted from the month `from` to the month `to`, both included; either may be left open. */
export function firstQuotedBetween(from: string | undefined, to: string | undefined): SQL {
  const after = from === undefined ? undefined : sql` and ${finalItineraries.frozenAt} >= ${monthStartInIndia(from)}`;
  const before = to === undefined ? undefined : sql` and ${finalItineraries.frozenAt} < ${monthStartInIndia(addMonths(to, 1))}`;
  return sql`exists (select 1 from ${finalItineraries} where ${finalItineraries.itineraryId} = ${itineraries.id} and ${finalItineraries.version} = 1${after ?? sql``}${before ?? sql``})`;
}
