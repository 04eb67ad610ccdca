import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { AnyJobDefinition } from '../../core/jobs/define-job.ts';
import { purgeSucceededJobsJob, retentionSchedule } from '../../core/jobs/retention.ts';
import { createJobRunner, type JobLog, type JobRunner } from '../../core/jobs/runner.ts';
import type { Schedule } from '../../core/jobs/schedules.ts';
import { agentJobs, walletDeadlineJobs } from '../agents/index.ts';
import { bookingDeadlineJobs, bookingJobs } from '../bookings/index.ts';
import { itineraryDeadlineJobs } from '../itineraries/index.ts';
import { messagingDeadlineJobs, messagingJobs, staffDeliveryJobs } from '../messaging/index.ts';
import { notificationJobs } from '../notifications/index.ts';
import { paymentDeadlineJobs, paymentJobs } from '../payments/index.ts';

/**
 * The sweeps that raise notifications from the business's deadlines, one per module that owns the
 * records, each every quarter of an hour and within a poll of a start (so the demo's bells fill by
 * themselves as soon as the server is up).
 */
function deadlineJobs(): { definitions: AnyJobDefinition[]; schedules: Schedule[] } {
  const sweeps = [paymentDeadlineJobs(), bookingDeadlineJobs(), itineraryDeadlineJobs(), walletDeadlineJobs(), messagingDeadlineJobs()];
  return { definitions: sweeps.flatMap((sweep) => sweep.definitions), schedules: sweeps.flatMap((sweep) => sweep.schedules) };
}

/**
 * Every job this app runs and every schedule that enqueues them. A module with background work exports
 * its definitions and schedules from its index, and they are added here: the server's in-process
 * runner and `npm run worker` run the same catalogue.
 */
export function jobCatalogue(config: Config): { definitions: AnyJobDefinition[]; schedules: Schedule[] } {
  const bookings = bookingJobs();
  const payments = paymentJobs(config);
  const agents = agentJobs(config);
  const bell = notificationJobs();
  const staffDeliveries = staffDeliveryJobs(config);
  const deadlines = deadlineJobs();
  return {
    definitions: [purgeSucceededJobsJob, ...messagingJobs(config), ...bookings.definitions, ...payments.definitions, ...agents.definitions, ...bell.definitions, ...staffDeliveries.definitions, ...deadlines.definitions],
    schedules: [retentionSchedule(config.jobs.retentionDays), ...bookings.schedules, ...payments.schedules, ...agents.schedules, ...bell.schedules, ...staffDeliveries.schedules, ...deadlines.schedules],
  };
}

/**
 * The jobs of this process: the whole catalogue, or with JOBS_ONLY just the jobs it names and their
 * schedules (a worker kept for the gateway's events, say, while other processes run the rest). A
 * name that is no job is refused, so a typo cannot leave a kind of job unrun unnoticed.
 */
export function jobsOfProcess(config: Config): { definitions: AnyJobDefinition[]; schedules: Schedule[] } {
  const catalogue = jobCatalogue(config);
  const only = config.jobs.only;
  if (!only) return catalogue;
  const known = new Set(catalogue.definitions.map((definition) => definition.name));
  const unknown = only.filter((name) => !known.has(name));
  if (unknown.length > 0) throw new Error(`JOBS_ONLY names no job called ${unknown.join(', ')}.`);
  const chosen = new Set(only);
  return { definitions: catalogue.definitions.filter((definition) => chosen.has(definition.name)), schedules: catalogue.schedules.filter((schedule) => chosen.has(schedule.job)) };
}

export function createAppJobRunner(db: Db, config: Config, log: JobLog): JobRunner {
  return createJobRunner({ db, ...jobsOfProcess(config), pollIntervalMs: config.jobs.pollIntervalMs, batchSize: config.jobs.batchSize, log });
}
