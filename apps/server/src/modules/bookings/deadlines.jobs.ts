import { z } from 'zod';
import { defineJob, type AnyJobDefinition } from '../../core/jobs/define-job.ts';
import { intervalSchedule, type Schedule } from '../../core/jobs/schedules.ts';
import { DEADLINE_SWEEP_MINUTES } from '../../lib/deadlines.ts';
import { raiseBookingDeadlines } from './deadlines.service.ts';

export const BOOKING_DEADLINES_JOB = 'bookings.deadlines';

export type BookingDeadlineJobOptions = {
  /** The clock the sweep reads; tests move it. */
  now?: () => Date;
};

/** The services still unconfirmed a week and two days before travel, swept every quarter of an hour (see deadlines.service.ts). */
export function bookingDeadlineJobs(options: BookingDeadlineJobOptions = {}): { definitions: AnyJobDefinition[]; schedules: Schedule[] } {
  const now = options.now ?? (() => new Date());
  const sweep = defineJob(BOOKING_DEADLINES_JOB, z.object({}), async (job) => {
    await raiseBookingDeadlines(job.db, now(), job.signal);
  });
  return { definitions: [sweep], schedules: [intervalSchedule('bookings-deadlines', BOOKING_DEADLINES_JOB, DEADLINE_SWEEP_MINUTES)] };
}
