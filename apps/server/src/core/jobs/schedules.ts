import type { Db } from '../../db/client.ts';
import { enqueue } from './enqueue.ts';
import { assertTimeZone, nextDailyInstant, parseClockTime } from './zoned-time.ts';

/** When a schedule's slots fall: every day at a wall-clock time in a zone, every few minutes, or once at an instant. */
export type ScheduleTiming = { kind: 'daily'; time: string; timeZone: string } | { kind: 'every'; minutes: number } | { kind: 'once'; at: Date };

export type Schedule = {
  /** Stable: the slots' idempotency keys are made of it. */
  name: string;
  /** The job each slot enqueues. */
  job: string;
  payload: unknown;
  timing: ScheduleTiming;
  maxAttempts?: number | undefined;
};

/** A one-off whose moment passed while no instance ran is still enqueued within this window. */
export const ONE_OFF_CATCH_UP_MS = 24 * 60 * 60_000;

const SCHEDULE_NAME = /^[a-z0-9][a-z0-9._-]{0,99}$/;

function checkedName(name: string): string {
  if (!SCHEDULE_NAME.test(name)) throw new RangeError(`Schedule name "${name}": use lowercase letters, digits, dots, hyphens and underscores.`);
  return name;
}

/** Every day at `time` (HH:MM) on the clocks of `timeZone`, e.g. `daily('overdue-sweep', 'payments.overdue-sweep', '08:00', 'Asia/Kolkata')`. */
export function dailySchedule(name: string, job: string, time: string, timeZone: string, payload: unknown = {}): Schedule {
  parseClockTime(time);
  assertTimeZone(timeZone);
  return { name: checkedName(name), job, payload, timing: { kind: 'daily', time, timeZone } };
}

const DAY_MINUTES = 24 * 60;

/**
 * Every `minutes` minutes, on the clock's multiples of it (15: at :00, :15, :30 and :45, in every zone
 * whose offset is whole quarter-hours, India's included), e.g. `intervalSchedule('payments-deadlines',
 * 'payments.deadlines', 15)`. For sweeps that look at the state of things: a period's slot is enqueued
 * due at once, so the first instance polling in a period runs it, and one that starts mid-period (a
 * first start after the demo is seeded, a restart) runs it within a poll; the periods every instance
 * missed are not caught up, the next sweep sees what they would have.
 */
export function intervalSchedule(name: string, job: string, minutes: number, payload: unknown = {}): Schedule {
  if (!Number.isInteger(minutes) || minutes < 1 || DAY_MINUTES % minutes !== 0) throw new RangeError(`Schedule "${name}": every ${minutes} minutes does not divide a day into whole periods.`);
  return { name: checkedName(name), job, payload, timing: { kind: 'every', minutes } };
}

/** Once, at `at`. */
export function onceSchedule(name: string, job: string, at: Date, payload: unknown = {}): Schedule {
  if (Number.isNaN(at.getTime())) throw new RangeError(`Schedule "${name}" has an invalid time.`);
  return { name: checkedName(name), job, payload, timing: { kind: 'once', at } };
}

/**
 * The slot to have enqueued at `now`: the next one to come (a daily schedule's slot is enqueued a
 * day ahead with `run_at` at the slot, so it runs then even if every instance was down just before).
 * An interval schedule's is the start of the period under way (due at once). A one-off has its one
 * slot until a day after it; null once that has passed.
 */
export function upcomingSlot(timing: ScheduleTiming, now: Date): Date | null {
  if (timing.kind === 'daily') return nextDailyInstant(now, timing.time, timing.timeZone);
  if (timing.kind === 'every') {
    const periodMs = timing.minutes * 60_000;
    return new Date(Math.floor(now.getTime() / periodMs) * periodMs);
  }
  return now.getTime() <= timing.at.getTime() + ONE_OFF_CATCH_UP_MS ? timing.at : null;
}

/** `schedule:overdue-sweep:2026-11-24T02:30Z`: the same slot gets the same key on every instance. */
export function slotKey(name: string, slot: Date): string {
  return `schedule:${name}:${slot.toISOString().slice(0, 16)}Z`;
}

export function assertUniqueNames(schedules: readonly Schedule[]): void {
  const seen = new Set<string>();
  for (const schedule of schedules) {
    if (seen.has(schedule.name)) throw new Error(`Two schedules are named "${schedule.name}".`);
    seen.add(schedule.name);
  }
}

/**
 * Enqueues each schedule's upcoming slot, keyed by schedule and slot: however many instances do this
 * for the same slot, one job is recorded. `enqueued` remembers what this process already enqueued, so
 * a poll costs no query until a slot passes. Answers how many jobs were newly recorded.
 */
export async function enqueueSlots(db: Db, schedules: readonly Schedule[], now: Date, enqueued: Map<string, number> = new Map()): Promise<number> {
  let recorded = 0;
  for (const schedule of schedules) {
    const slot = upcomingSlot(schedule.timing, now);
    if (!slot || enqueued.get(schedule.name) === slot.getTime()) continue;
    const id = await enqueue(db, { name: schedule.job, payload: schedule.payload, runAt: slot, idempotencyKey: slotKey(schedule.name, slot), maxAttempts: schedule.maxAttempts });
    enqueued.set(schedule.name, slot.getTime());
    if (id !== null) recorded += 1;
  }
  return recorded;
}
