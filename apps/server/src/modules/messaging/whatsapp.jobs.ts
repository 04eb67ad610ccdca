import type { Config } from '../../config.ts';
import type { AnyJobDefinition } from '../../core/jobs/define-job.ts';

// Placeholder, being written: the job that sends a queued WhatsApp message.
export function whatsappJobs(_config: Config): AnyJobDefinition[] {
  return [];
}
