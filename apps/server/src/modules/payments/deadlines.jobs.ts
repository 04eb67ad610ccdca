import { z } from 'zod';
import { defineJob, type AnyJobDefinition } from '../../core/jobs/define-job.ts';
import { intervalSchedule, type Schedule } from '../../core/jobs/schedules.ts';
import { DEADLINE_SWEEP_MINUTES } from '../../lib/deadlines.ts';
import { raisePaymentDeadlines } from './deadlines.service.ts';

export const PAYMENT_DEADLINES_JOB = 'payments.deadlines';

export type PaymentDeadlineJobOptions = {
  /** The clock the sweep reads; tests move it. */
  now?: () => Date;
};

/**
 * The payments' deadline sweep every quarter of an hour (and within a poll of a start): dues coming
 * and late, links expired unpaid, each raised once (see deadlines.service.ts).
 */
export function paymentDeadlineJobs(options: PaymentDeadlineJobOptions = {}): { definitions: AnyJobDefinition[]; schedules: Schedule[] } {
  const now = options.now ?? (() => new Date());
  const sweep = defineJob(PAYMENT_DEADLINES_JOB, z.object({}), async (job) => {
    await raisePaymentDeadlines(job.db, now(), job.signal);
  });
  return { definitions: [sweep], schedules: [intervalSchedule('payments-deadlines', PAYMENT_DEADLINES_JOB, DEADLINE_SWEEP_MINUTES)] };
}
