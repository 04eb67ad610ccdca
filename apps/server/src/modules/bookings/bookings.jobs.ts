import { z } from 'zod';
import type { ActorContext } from '../../core/actor.ts';
import { defineJob, type AnyJobDefinition } from '../../core/jobs/define-job.ts';
import { dailySchedule, type Schedule } from '../../core/jobs/schedules.ts';
import type { Db } from '../../db/client.ts';
import { todayInIndia } from '../itineraries/index.ts';
import { bookingsBehindTheCalendar } from './booking-list.repository.ts';
import { findBooking, type BookingRow } from './booking-rows.repository.ts';
import { finishBookingWrite } from './booking-writes.ts';

export const ADVANCE_BY_DATE_JOB = 'bookings.advance-by-date';

/** Whether the calendar has overtaken the booking's stored status: checked again under its lock. */
function behindTheCalendar(row: BookingRow, today: string): boolean {
  if (row.status === 'confirming' || row.status === 'confirmed') return row.startDate <= today;
  return row.status === 'travelling' && row.endDate < today;
}

/**
 * Moves every booking the calendar has overtaken: to travelling on its first day, to completed after
 * its last, each with its `status` event on the timeline. One booking per transaction, so a long
 * backlog never holds the database and work done survives a stop (the retry takes up the rest); a
 * booking already moved by a write since the list was read is left alone. Answers how many moved.
 */
export async function advanceBookingsByDate(db: Db, actor: ActorContext, now: Date, signal?: AbortSignal): Promise<number> {
  const today = todayInIndia(now);
  let moved = 0;
  for (const id of await bookingsBehindTheCalendar(db, today)) {
    signal?.throwIfAborted();
    moved += await db.transaction(async (tx) => {
      const booking = await findBooking(tx, id, true);
      if (!booking || !behindTheCalendar(booking, today)) return 0;
      await finishBookingWrite(tx, actor, id, now);
      return 1;
    });
  }
  return moved;
}

export type BookingJobOptions = {
  /** The clock the job reads today from; tests move it to make the days pass. */
  now?: () => Date;
};

/** The daily move of bookings by the calendar, just after midnight in India, when a new day's trips begin. */
export function bookingJobs(options: BookingJobOptions = {}): { definitions: AnyJobDefinition[]; schedules: Schedule[] } {
  const now = options.now ?? (() => new Date());
  const advance = defineJob(ADVANCE_BY_DATE_JOB, z.object({}), async (job) => {
    await advanceBookingsByDate(job.db, job.actor, now(), job.signal);
  });
  return { definitions: [advance], schedules: [dailySchedule('bookings-advance-by-date', ADVANCE_BY_DATE_JOB, '00:05', 'Asia/Kolkata')] };
}
