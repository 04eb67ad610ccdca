import { z } from 'zod';
import type { Config } from '../../config.ts';
import { defineJob, type AnyJobDefinition } from '../../core/jobs/define-job.ts';
import { dailySchedule, type Schedule } from '../../core/jobs/schedules.ts';
import { sendDueReminders, sweepOverdueDues } from './reminders.service.ts';

export const OVERDUE_SWEEP_JOB = 'payments.overdue-sweep';
export const REMINDERS_JOB = 'payments.reminders';

export type ReminderJobOptions = {
  /** The clock the jobs read today from; tests move it to make the days pass. */
  now?: () => Date;
};

/**
 * The overdue sweep, just after midnight in India (when yesterday's dues become late), and the
 * reminders at half past nine in the morning, when a customer reads them. Each slot is enqueued once
 * across instances (the schedule's key), and each reminder is sent once whatever runs it (its row
 * in payment_reminders).
 */
export function reminderJobs(config: Config, options: ReminderJobOptions = {}): { definitions: AnyJobDefinition[]; schedules: Schedule[] } {
  const now = options.now ?? (() => new Date());
  const sweep = defineJob(OVERDUE_SWEEP_JOB, z.object({}), async (job) => {
    await sweepOverdueDues(job.db, job.actor, now(), job.signal);
  });
  const remind = defineJob(REMINDERS_JOB, z.object({}), async (job) => {
    await sendDueReminders(job.db, config, job.actor, now(), job.signal);
  });
  return {
    definitions: [sweep, remind],
    schedules: [dailySchedule('payments-overdue-sweep', OVERDUE_SWEEP_JOB, '00:10', 'Asia/Kolkata'), dailySchedule('payments-reminders', REMINDERS_JOB, '09:30', 'Asia/Kolkata')],
  };
}
