import { lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimitBuckets } from '../../db/schema/staff.ts';
import { AppError } from '../../lib/errors.ts';

export type RateLimitRule = { name: string; limit: number; windowSeconds: number };

/**
 * Fixed windows: a counter lives for its window and then starts over, so at worst someone
 * hammering a username blocks its password sign-in for one window at a time, never for good
 * (and Google sign-in, not counted per username, stays open).
 */
export const AUTH_RATE_LIMITS = {
  perClient: { name: 'login:ip', limit: 30, windowSeconds: 15 * 60 },
  perUsername: { name: 'login:user', limit: 10, windowSeconds: 15 * 60 },
  registrationPerClient: { name: 'register:ip', limit: 10, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;

/**
 * Counts one hit in the rule's current window for `subject`, in one atomic statement shared by
 * every server instance. Returns the seconds until the window ends when the limit is exceeded.
 */
async function countHit(db: Db, rule: RateLimitRule, subject: string): Promise<number | null> {
  const windowOver = sql`${rateLimitBuckets.windowEndsAt} <= now()`;
  const [bucket] = await db
    .insert(rateLimitBuckets)
    .values({ key: `${rule.name}:${subject}`, hits: 1, windowEndsAt: sql`now() + make_interval(secs => ${rule.windowSeconds})` })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        hits: sql`case when ${windowOver} then 1 else ${rateLimitBuckets.hits} + 1 end`,
        windowEndsAt: sql`case when ${windowOver} then excluded.window_ends_at else ${rateLimitBuckets.windowEndsAt} end`,
      },
    })
    .returning({
      hits: rateLimitBuckets.hits,
      secondsLeft: sql<number>`greatest(1, ceil(extract(epoch from ${rateLimitBuckets.windowEndsAt} - now())))::int`,
    });
  if (!bucket || bucket.hits <= rule.limit) return null;
  return bucket.secondsLeft;
}

/** Counts a hit against every rule (so each counter stays true) and refuses when any is exceeded. */
export async function enforceRateLimits(db: Db, hits: Array<{ rule: RateLimitRule; subject: string }>): Promise<void> {
  let retryAfter = 0;
  for (const { rule, subject } of hits) {
    const wait = await countHit(db, rule, subject);
    if (wait !== null) retryAfter = Math.max(retryAfter, wait);
  }
  if (retryAfter > 0) {
    const minutes = Math.ceil(retryAfter / 60);
    throw new AppError('rate_limited', `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, undefined, { 'retry-after': String(retryAfter) });
  }
}

/** Expired windows are worth nothing; removing them keeps the table to the current windows. */
export async function deleteExpiredBuckets(db: Db): Promise<void> {
  await db.delete(rateLimitBuckets).where(lte(rateLimitBuckets.windowEndsAt, sql`now()`));
}
