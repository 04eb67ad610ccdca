import { z } from 'zod';
import { defineJob, type AnyJobDefinition } from '../../core/jobs/define-job.ts';
import { intervalSchedule, type Schedule } from '../../core/jobs/schedules.ts';
import { DEADLINE_SWEEP_MINUTES } from '../../lib/deadlines.ts';
import { raiseMessagingDeadlines } from './deadlines.service.ts';

export const MESSAGING_DEADLINES_JOB = 'messaging.deadlines';

export type MessagingDeadlineJobOptions = {
  /** The clock the sweep reads; tests move it. */
  now?: () => Date;
};

/** WhatsApp messages unanswered for an hour, swept every quarter of an hour (see deadlines.service.ts). */
export function messagingDeadlineJobs(options: MessagingDeadlineJobOptions = {}): { definitions: AnyJobDefinition[]; schedules: Schedule[] } {
  const now = options.now ?? (() => new Date());
  const sweep = defineJob(MESSAGING_DEADLINES_JOB, z.object({}), async (job) => {
    await raiseMessagingDeadlines(job.db, now(), job.signal);
  });
  return { definitions: [sweep], schedules: [intervalSchedule('messaging-deadlines', MESSAGING_DEADLINES_JOB, DEADLINE_SWEEP_MINUTES)] };
}
