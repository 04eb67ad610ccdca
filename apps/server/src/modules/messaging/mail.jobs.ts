import { z } from 'zod';
import type { Config } from '../../config.ts';
import { defineJob, type AnyJobDefinition } from '../../core/jobs/define-job.ts';
import { DEFAULT_MAX_ATTEMPTS } from '../../core/jobs/enqueue.ts';
import { deliverQueuedMail } from './mail.service.ts';
import { SEND_JOB_NAMES } from './message-log.service.ts';

const payload = z.object({ messageId: z.number().int().positive() });

/** The job that sends a queued mail; the config says where mail goes (SMTP_URL or the in-app catcher). */
export function mailJobs(config: Config): AnyJobDefinition[] {
  const sendEmail = defineJob(SEND_JOB_NAMES.email, payload, (job) => deliverQueuedMail(config, job, DEFAULT_MAX_ATTEMPTS));
  return [sendEmail];
}
