import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { finalItineraries, itineraries } from '../db/schema/index.ts';

const DAY_MS = 86_400_000;

/**
 * How long before the demo is made each demo trip was first quoted. The seed freezes every version
 * on the day it runs; a sales desk's year is spread over months, and the sales dashboard counts each
 * quote in the month of its first version. Only first versions move: a later version, an acceptance
 * and a booking stay where the seed made them, after it.
 */
const FIRST_QUOTED_DAYS_AGO: Record<string, number> = {
  'Goa beach weekend, 2 nights': 160,
  'Alleppey houseboat escape, 2 nights': 130,
  'Jaipur and Amer, 3 nights': 100,
  'Jaipur heritage weekend, 2 nights': 75,
  'Munnar honeymoon, 3 nights': 60,
  'Udaipur lakes, 2 nights': 45,
  'Kerala backwaters and hills, 5 nights': 40,
  'Munnar tea hills, 3 nights': 20,
};

/** Moves the demo trips' first quotes back over the last months, as a year of sales would have them. */
export async function spreadDemoQuotes(tx: Db, now: Date): Promise<void> {
  const trips = await tx
    .select({ id: itineraries.id, title: itineraries.title })
    .from(itineraries)
    .where(inArray(itineraries.title, Object.keys(FIRST_QUOTED_DAYS_AGO)));
  for (const trip of trips) {
    const daysAgo = FIRST_QUOTED_DAYS_AGO[trip.title] ?? 0;
    await tx
      .update(finalItineraries)
      .set({ frozenAt: new Date(now.getTime() - daysAgo * DAY_MS) })
      .where(and(eq(finalItineraries.itineraryId, trip.id), eq(finalItineraries.version, 1)));
  }
}
