import type { SnoozeDate } from '@ua/contracts';
import type { Db } from '../db/client.ts';

/**
 * What every module's deadline sweep shares: each fact raised in a short transaction of its own, and
 * the record's own dates offered to snooze until. The modules decide which facts hold and who hears.
 */

/** How often the deadline sweeps look: a fact is in the right bells within a quarter of an hour of becoming true. */
export const DEADLINE_SWEEP_MINUTES = 15;

/** 09:00 in India (no daylight saving there) on a calendar date: when a notification snoozed until that date comes back. */
export function morningInIndia(date: string): Date {
  return new Date(`${date}T09:00:00+05:30`);
}

/** Whole calendar days from `from` to `to` (both YYYY-MM-DD): 1 when `to` is tomorrow, negative when it is past. */
export function daysUntil(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** When a date `days` ahead falls, in words around its written form: "today, Sat, 28 Nov 2026", "on Sat, 28 Nov 2026, in 3 days". */
export function whenText(days: number, writtenDate: string): string {
  if (days === 0) return `today, ${writtenDate}`;
  if (days === 1) return `tomorrow, ${writtenDate}`;
  return `on ${writtenDate}, in ${days} days`;
}

/** A record's date to snooze until, offered only while it is still ahead of `now`. */
export function snoozeDatesOf(now: Date, ...dates: ReadonlyArray<{ key: string; label: string; at: Date }>): SnoozeDate[] {
  return dates.filter((date) => date.at.getTime() > now.getTime()).map((date) => ({ key: date.key, label: date.label, at: date.at.toISOString() }));
}

/**
 * Raises each fact in a transaction of its own, so a long list never holds the database and what was
 * raised stays raised across a stop. One fact that fails does not hold up the others: the rest are
 * raised, then the run fails naming it, and the retry raises it (each notification's key keeps the
 * others from being raised twice). Answers how many bells were reached.
 */
export async function raiseEach<F>(db: Db, facts: readonly F[], nameOf: (fact: F) => string, raise: (tx: Db, fact: F) => Promise<number>, signal?: AbortSignal): Promise<number> {
  let reached = 0;
  const failed: string[] = [];
  for (const fact of facts) {
    signal?.throwIfAborted();
    try {
      reached += await db.transaction((tx) => raise(tx, fact));
    } catch (error) {
      failed.push(`${nameOf(fact)}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (failed.length > 0) throw new Error(`${failed.length} deadline notification(s) could not be raised (${failed.slice(0, 5).join('; ')})`);
  return reached;
}
