import { z } from 'zod';
import { defineJob, type AnyJobDefinition } from '../../core/jobs/define-job.ts';
import { applyGatewayEvent, GATEWAY_EVENT_ATTEMPTS, GATEWAY_EVENT_JOB } from './gateway-webhook.service.ts';

export { GATEWAY_EVENT_JOB };

/**
 * `payments.gateway-event`: applies one webhook event the request recorded (see
 * gateway-webhook.service.ts). A failure is retried with the queue's backoff; the event waits,
 * `received`, until an attempt applies it.
 */
export function gatewayEventJobs(): AnyJobDefinition[] {
  const apply = defineJob(
    GATEWAY_EVENT_JOB,
    z.object({ gatewayEventId: z.number().int().positive() }),
    async (job) => {
      await applyGatewayEvent(job.db, job.payload.gatewayEventId);
    },
    { maxAttempts: GATEWAY_EVENT_ATTEMPTS },
  );
  return [apply];
}
