import type { Config } from '../../config.ts';
import type { AnyJobDefinition } from '../../core/jobs/define-job.ts';
import type { Schedule } from '../../core/jobs/schedules.ts';
import { gatewayEventJobs } from './gateway-webhook.jobs.ts';
import { linkJobs } from './links.jobs.ts';
import { reminderJobs } from './reminders.jobs.ts';

/** Every background job of payments: the gateway's events, the links' refreshes and sweep, the reminders and the overdue sweep. */
export function paymentJobs(config: Config): { definitions: AnyJobDefinition[]; schedules: Schedule[] } {
  const links = linkJobs(config);
  const reminders = reminderJobs(config);
  return { definitions: [...gatewayEventJobs(), ...links.definitions, ...reminders.definitions], schedules: [...links.schedules, ...reminders.schedules] };
}
