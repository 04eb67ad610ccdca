import type { AnyJobDefinition } from '../../core/jobs/define-job.ts';
import type { Schedule } from '../../core/jobs/schedules.ts';
import type { Config } from '../../config.ts';

/** Placeholder: the payment links' jobs (refresh near expiry, the daily sweep). */
export function linkJobs(_config: Config): { definitions: AnyJobDefinition[]; schedules: Schedule[] } {
  return { definitions: [], schedules: [] };
}
