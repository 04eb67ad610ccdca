import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { WON_STATUSES, type ItineraryStatus } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { inParallel } from '../../db/in-parallel.ts';
import { finalItineraries, itineraries } from '../../db/schema/itineraries.ts';
import { addMonths, monthInIndiaSql, monthStartInIndia } from './quote-months.ts';

/**
 * The sales desk's figures, each an aggregate in one statement: the trips by owner and status, and
 * the trips first quoted in a period by owner and month with how many were won. Money is the trip's
 * total as the trips list shows it (what the customer would pay for it as it stands), so a sum here
 * is the sum of the rows its list shows.
 */

export type TripsInStatus = { ownerId: number; status: ItineraryStatus; count: number; totalPaise: number };
export type QuotesInMonth = { ownerId: number; month: string; quoted: number; won: number; quotedPaise: number; wonPaise: number };
export type SalesFigures = { statuses: TripsInStatus[]; quotes: QuotesInMonth[] };

/** The figures for the months `from` to `to` (YYYY-MM, India's calendar, both included). */
export async function salesFigures(db: Db, period: { from: string; to: string }): Promise<SalesFigures> {
  const won = inArray(itineraries.status, [...WON_STATUSES]);
  const month = monthInIndiaSql(finalItineraries.frozenAt);
  const [statuses, quotes] = await inParallel(db, [
    () =>
      db
        .select({ ownerId: itineraries.ownerId, status: itineraries.status, count: count(), totalPaise: sql<string>`coalesce(sum(${itineraries.quotedTotalPaise}), 0)` })
        .from(itineraries)
        .groupBy(itineraries.ownerId, itineraries.status),
    () =>
      db
        .select({
          ownerId: itineraries.ownerId,
          month,
          quoted: count(),
          won: sql<number>`count(*) filter (where ${won})`,
          quotedPaise: sql<string>`coalesce(sum(${itineraries.quotedTotalPaise}), 0)`,
          wonPaise: sql<string>`coalesce(sum(${itineraries.quotedTotalPaise}) filter (where ${won}), 0)`,
        })
        .from(itineraries)
        .innerJoin(finalItineraries, and(eq(finalItineraries.itineraryId, itineraries.id), eq(finalItineraries.version, 1)))
        .where(and(gte(finalItineraries.frozenAt, monthStartInIndia(period.from)), lt(finalItineraries.frozenAt, monthStartInIndia(addMonths(period.to, 1)))))
        .groupBy(itineraries.ownerId, month),
  ]);
  return {
    // Sums of bigint columns come back as text on both drivers.
    statuses: statuses.map((row) => ({ ...row, count: Number(row.count), totalPaise: Number(row.totalPaise) })),
    quotes: quotes.map((row) => ({ ...row, quoted: Number(row.quoted), won: Number(row.won), quotedPaise: Number(row.quotedPaise), wonPaise: Number(row.wonPaise) })),
  };
}
