import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { AnyJobDefinition } from '../../core/jobs/define-job.ts';
import { purgeSucceededJobsJob, retentionSchedule } from '../../core/jobs/retention.ts';
import { createJobRunner, type JobLog, type JobRunner } from '../../core/jobs/runner.ts';
import type { Schedule } from '../../core/jobs/schedules.ts';
import { agentJobs } from '../agents/index.ts';
import { bookingJobs } from '../bookings/index.ts';
import { messagingJobs } from '../messaging/index.ts';
import { paymentJobs } from '../payments/index.ts';

/**
 * Every job this app runs and every schedule that enqueues them. A module with background work exports
 * its definitions and schedules from its index, and they are added here: the server's in-process
 * runner and `npm run worker` run the same catalogue.
 */
export function jobCatalogue(config: Config): { definitions: AnyJobDefinition[]; schedules: Schedule[] } {
  const bookings = bookingJobs();
  const payments = paymentJobs(config);
  const agents = agentJobs(config);
  return {
    definitions: [purgeSucceededJobsJob, ...messagingJobs(config), ...bookings.definitions, ...payments.definitions, ...agents.definitions],
    schedules: [retentionSchedule(config.jobs.retentionDays), ...bookings.schedules, ...payments.schedules, ...agents.schedules],
  };
}

export function createAppJobRunner(db: Db, config: Config, log: JobLog): JobRunner {
  return createJobRunner({ db, ...jobCatalogue(config), pollIntervalMs: config.jobs.pollIntervalMs, log });
}
