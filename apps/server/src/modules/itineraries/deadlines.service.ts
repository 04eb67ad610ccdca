import type { Db } from '../../db/client.ts';
import { daysUntil, raiseEach, snoozeDatesOf } from '../../lib/deadlines.ts';
import { notify } from '../notifications/index.ts';
import { unansweredQuotes, type UnansweredQuote } from './deadlines.repository.ts';
import { todayInIndia } from './plain-dates.ts';

/**
 * The itineraries' deadline: a quote (the trip's latest version, sent to the customer) with no answer
 * three days on. Raised once per version (the key: a new version sent starts its own wait), only
 * while the trip stays sent (accepting it, marking it lost or taking it back to draft answers it), to
 * the trip's owner, who sells it.
 */

/** Days a sent quote waits for an answer before its owner is told to follow up. */
export const QUOTE_ANSWER_DAYS = 3;
/** Quotes sent longer ago than this are not raised any more: a first sweep after a long stop does not dig up last season's. */
export const QUOTE_FOLLOW_UP_WINDOW_DAYS = 30;

const DAY_MS = 86_400_000;

async function raiseUnanswered(tx: Db, quote: UnansweredQuote, now: Date): Promise<number> {
  const days = daysUntil(todayInIndia(quote.sentAt), todayInIndia(now));
  return notify(
    tx,
    { userIds: [quote.ownerId] },
    {
      type: 'itinerary',
      message: `${quote.title} for ${quote.customerName}: version ${quote.version}, sent ${days} days ago, has no answer yet. Follow up with the customer, or mark the trip lost.`,
      link: `/itineraries/${quote.tripId}`,
      key: `quote-unanswered:${quote.versionId}`,
      snoozeDates: quote.linkExpiresAt ? snoozeDatesOf(now, { key: 'link_expiry', label: 'When the customer link expires', at: quote.linkExpiresAt }) : [],
    },
  );
}

/** One sweep: the quotes waiting three days or more in one query, each raised in a short transaction of its own. Answers how many bells were reached. */
export async function raiseItineraryDeadlines(db: Db, now: Date, signal?: AbortSignal): Promise<number> {
  const quotes = await unansweredQuotes(db, new Date(now.getTime() - QUOTE_FOLLOW_UP_WINDOW_DAYS * DAY_MS), new Date(now.getTime() - QUOTE_ANSWER_DAYS * DAY_MS), todayInIndia(now));
  return raiseEach(db, quotes, (quote) => `version ${quote.versionId}`, (tx, quote) => raiseUnanswered(tx, quote, now), signal);
}
