import { z } from 'zod';
import type { Config } from '../../config.ts';
import { defineJob, type AnyJobDefinition } from '../../core/jobs/define-job.ts';
import { dailySchedule, type Schedule } from '../../core/jobs/schedules.ts';
import { creditCommissions } from './commission.service.ts';
import { topUpJobs } from './top-ups.jobs.ts';

export const COMMISSION_JOB = 'agents.commission';

/**
 * Every background job of the agents' wallets: the top-ups' expiry, and the commission run at 00:20
 * in India, after the bookings' calendar (00:05) has moved the day's finished trips to completed.
 */
export function agentJobs(_config: Config): { definitions: AnyJobDefinition[]; schedules: Schedule[] } {
  const topUps = topUpJobs();
  const commission = defineJob(COMMISSION_JOB, z.object({}), async (job) => {
    await creditCommissions(job.db, job.actor, job.signal);
  });
  return {
    definitions: [...topUps.definitions, commission],
    schedules: [...topUps.schedules, dailySchedule('agents-commission', COMMISSION_JOB, '00:20', 'Asia/Kolkata')],
  };
}
