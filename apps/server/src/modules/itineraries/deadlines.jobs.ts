import { z } from 'zod';
import { defineJob, type AnyJobDefinition } from '../../core/jobs/define-job.ts';
import { intervalSchedule, type Schedule } from '../../core/jobs/schedules.ts';
import { DEADLINE_SWEEP_MINUTES } from '../../lib/deadlines.ts';
import { raiseItineraryDeadlines } from './deadlines.service.ts';

export const ITINERARY_DEADLINES_JOB = 'itineraries.deadlines';

export type ItineraryDeadlineJobOptions = {
  /** The clock the sweep reads; tests move it. */
  now?: () => Date;
};

/** Quotes sent three days ago with no answer, swept every quarter of an hour (see deadlines.service.ts). */
export function itineraryDeadlineJobs(options: ItineraryDeadlineJobOptions = {}): { definitions: AnyJobDefinition[]; schedules: Schedule[] } {
  const now = options.now ?? (() => new Date());
  const sweep = defineJob(ITINERARY_DEADLINES_JOB, z.object({}), async (job) => {
    await raiseItineraryDeadlines(job.db, now(), job.signal);
  });
  return { definitions: [sweep], schedules: [intervalSchedule('itineraries-deadlines', ITINERARY_DEADLINES_JOB, DEADLINE_SWEEP_MINUTES)] };
}
