import { and, asc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimitBuckets } from '../../db/schema/staff.ts';
import { AppError } from '../../lib/errors.ts';

export type RateLimitRule = { name: string; limit: number; windowSeconds: number };
/** One count against a rule: for an address, a username, or (empty subject) everyone together. */
export type RateLimitHit = { rule: RateLimitRule; subject: string };

const SIGN_IN_WINDOW_SECONDS = 15 * 60;

/**
 * Fixed windows that count failed sign-ins only, each method on its own: a successful sign-in costs
 * nothing (an office behind one address signs in all day), and bad passwords never throttle a valid
 * Google token. A counter lives for its window and then starts over, so at worst someone hammering a
 * username blocks its password sign-in for one window at a time, never for good.
 */
export const SIGN_IN_LIMITS = {
  passwordPerClient: { name: 'login:password:ip', limit: 30, windowSeconds: SIGN_IN_WINDOW_SECONDS },
  passwordPerUsername: { name: 'login:password:user', limit: 10, windowSeconds: SIGN_IN_WINDOW_SECONDS },
  googlePerClient: { name: 'login:google:ip', limit: 30, windowSeconds: SIGN_IN_WINDOW_SECONDS },
} as const satisfies Record<string, RateLimitRule>;

/**
 * Failed password sign-ins of every address together (SIGN_IN_FAILURE_CEILING): a botnet spreading its
 * guesses over many addresses still meets a wall, where password sign-in pauses for everyone until the
 * window ends. Google sign-in is never behind it.
 */
export function passwordFailureCeiling(limit: number): RateLimitRule {
  return { name: 'login:password:all', limit, windowSeconds: SIGN_IN_WINDOW_SECONDS };
}

type Counted = { key: string; hits: number; secondsLeft: number; windowEndsAt: string };

const keyOf = ({ rule, subject }: RateLimitHit) => (subject === '' ? rule.name : `${rule.name}:${subject}`);

/**
 * Counts one hit in each rule's current window, in one atomic statement shared by every server
 * instance: a counter whose window is over starts again at 1. Rows are taken in key order, in this
 * statement and in `uncountHits` alike, so two attempts sharing counters never deadlock.
 */
async function countHits(db: Db, hits: readonly RateLimitHit[]): Promise<Counted[]> {
  const windowOver = sql`${rateLimitBuckets.windowEndsAt} <= now()`;
  const rows = hits
    .map((hit) => ({ key: keyOf(hit), hits: 1, windowEndsAt: sql`now() + make_interval(secs => ${hit.rule.windowSeconds})` }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return db
    .insert(rateLimitBuckets)
    .values(rows)
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        hits: sql`case when ${windowOver} then 1 else ${rateLimitBuckets.hits} + 1 end`,
        windowEndsAt: sql`case when ${windowOver} then excluded.window_ends_at else ${rateLimitBuckets.windowEndsAt} end`,
      },
    })
    .returning({
      key: rateLimitBuckets.key,
      hits: rateLimitBuckets.hits,
      secondsLeft: sql<number>`greatest(1, ceil(extract(epoch from ${rateLimitBuckets.windowEndsAt} - now())))::int`,
      // As text, to name the very window again (a Date would lose the microseconds).
      windowEndsAt: sql<string>`${rateLimitBuckets.windowEndsAt}::text`,
    });
}

/** Takes the hits back, in the windows they were counted in (a window that has ended meanwhile is left alone). */
async function uncountHits(db: Db, counted: readonly Counted[]): Promise<void> {
  if (counted.length === 0) return;
  const same = counted.map((bucket) => and(eq(rateLimitBuckets.key, bucket.key), eq(rateLimitBuckets.windowEndsAt, sql`${bucket.windowEndsAt}::timestamptz`)));
  // Locked in key order first, as countHits takes them.
  const locked = db
    .select({ key: rateLimitBuckets.key })
    .from(rateLimitBuckets)
    .where(and(gt(rateLimitBuckets.hits, 0), or(...same)))
    .orderBy(asc(rateLimitBuckets.key))
    .for('update');
  await db
    .update(rateLimitBuckets)
    .set({ hits: sql`${rateLimitBuckets.hits} - 1` })
    .where(inArray(rateLimitBuckets.key, locked));
}

/** The seconds until the last exceeded window ends, or 0 when none is exceeded. */
function secondsToWait(hits: readonly RateLimitHit[], counted: readonly Counted[]): number {
  const limits = new Map(hits.map((hit) => [keyOf(hit), hit.rule.limit]));
  let wait = 0;
  for (const bucket of counted) {
    const limit = limits.get(bucket.key);
    if (limit !== undefined && bucket.hits > limit) wait = Math.max(wait, bucket.secondsLeft);
  }
  return wait;
}

function tooManyAttempts(retryAfter: number): AppError {
  const minutes = Math.ceil(retryAfter / 60);
  return new AppError('rate_limited', `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, undefined, { 'retry-after': String(retryAfter) });
}

export type AttemptReservation = {
  /** The attempt succeeded (or failed for a reason other than the credentials): it stops counting. */
  release(): Promise<void>;
};

/**
 * Counts an attempt before it is tried, so that attempts made at once cannot all slip under a limit,
 * and refuses it (counting nothing) when any limit is spent. Released on success, so that in the end
 * only failures count.
 */
export async function reserveAttempt(db: Db, hits: readonly RateLimitHit[]): Promise<AttemptReservation> {
  const counted = await countHits(db, hits);
  const release = () => uncountHits(db, counted);
  const retryAfter = secondsToWait(hits, counted);
  if (retryAfter > 0) {
    await release();
    throw tooManyAttempts(retryAfter);
  }
  return { release };
}

/** Counts a failure that has happened; answers 429 rather than the failure itself once a limit is spent. */
export async function countFailure(db: Db, hits: readonly RateLimitHit[]): Promise<void> {
  const retryAfter = secondsToWait(hits, await countHits(db, hits));
  if (retryAfter > 0) throw tooManyAttempts(retryAfter);
}

/** Expired windows are worth nothing; removing them keeps the table to the current windows. */
export async function deleteExpiredBuckets(db: Db): Promise<void> {
  await db.delete(rateLimitBuckets).where(lte(rateLimitBuckets.windowEndsAt, sql`now()`));
}
