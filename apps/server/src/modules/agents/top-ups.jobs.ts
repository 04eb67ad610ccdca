import { z } from 'zod';
import { defineJob, type AnyJobDefinition } from '../../core/jobs/define-job.ts';
import { dailySchedule, type Schedule } from '../../core/jobs/schedules.ts';
import { expireTopUps } from './top-ups.service.ts';

export const TOP_UP_EXPIRY_JOB = 'agents.top-up-expiry';

export type TopUpJobOptions = {
  /** The clock the job reads now from; tests move it past a request's expiry. */
  now?: () => Date;
};

/**
 * The expiry of unapproved top-up requests, early each morning in India, before accounts start the
 * day's approvals. The views already show a lapsed request as expired; the job writes it so, audits it
 * and tells its recorder. The slot is enqueued once across instances (the schedule's key), and a
 * request is expired once whatever runs it.
 */
export function topUpJobs(options: TopUpJobOptions = {}): { definitions: AnyJobDefinition[]; schedules: Schedule[] } {
  const now = options.now ?? (() => new Date());
  const expiry = defineJob(TOP_UP_EXPIRY_JOB, z.object({}), async (job) => {
    await expireTopUps(job.db, job.actor, now(), job.signal);
  });
  return { definitions: [expiry], schedules: [dailySchedule('agents-top-up-expiry', TOP_UP_EXPIRY_JOB, '06:20', 'Asia/Kolkata')] };
}
