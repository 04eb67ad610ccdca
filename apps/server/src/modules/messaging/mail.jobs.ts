import type { Config } from '../../config.ts';
import type { AnyJobDefinition } from '../../core/jobs/define-job.ts';

// Placeholder, being written: the job that sends a queued mail.
export function mailJobs(_config: Config): AnyJobDefinition[] {
  return [];
}
