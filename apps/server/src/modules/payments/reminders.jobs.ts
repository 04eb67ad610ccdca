import type { AnyJobDefinition } from '../../core/jobs/define-job.ts';
import type { Schedule } from '../../core/jobs/schedules.ts';
import type { Config } from '../../config.ts';

/** Placeholder: the reminders and the overdue sweep. */
export function reminderJobs(_config: Config): { definitions: AnyJobDefinition[]; schedules: Schedule[] } {
  return { definitions: [], schedules: [] };
}
