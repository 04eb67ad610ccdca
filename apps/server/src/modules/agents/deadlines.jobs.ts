import { z } from 'zod';
import { defineJob, type AnyJobDefinition } from '../../core/jobs/define-job.ts';
import { intervalSchedule, type Schedule } from '../../core/jobs/schedules.ts';
import { DEADLINE_SWEEP_MINUTES } from '../../lib/deadlines.ts';
import { raiseWalletDeadlines } from './deadlines.service.ts';

export const WALLET_DEADLINES_JOB = 'agents.deadlines';

export type WalletDeadlineJobOptions = {
  /** The clock the sweep reads; tests move it. */
  now?: () => Date;
};

/** Top-ups awaiting approval for a day, swept every quarter of an hour (see deadlines.service.ts). */
export function walletDeadlineJobs(options: WalletDeadlineJobOptions = {}): { definitions: AnyJobDefinition[]; schedules: Schedule[] } {
  const now = options.now ?? (() => new Date());
  const sweep = defineJob(WALLET_DEADLINES_JOB, z.object({}), async (job) => {
    await raiseWalletDeadlines(job.db, now(), job.signal);
  });
  return { definitions: [sweep], schedules: [intervalSchedule('agents-deadlines', WALLET_DEADLINES_JOB, DEADLINE_SWEEP_MINUTES)] };
}
