import { z } from 'zod';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import { defineJob, type AnyJobDefinition } from '../../core/jobs/define-job.ts';
import { enqueue } from '../../core/jobs/enqueue.ts';
import { intervalSchedule, type Schedule } from '../../core/jobs/schedules.ts';
import { NOTIFICATION_DELIVERIES_QUEUED } from '../notifications/index.ts';
import { deliverStaffNotifications } from './staff-deliveries.service.ts';

export const STAFF_DELIVERIES_JOB = 'messaging.staff-deliveries';

/**
 * Staff's own notifications by mail and WhatsApp: a sweep every minute, and one at once whenever a
 * `notify` queued some (the wake-up below), so they leave within a poll of the job runner.
 */
export function staffDeliveryJobs(config: Config): { definitions: AnyJobDefinition[]; schedules: Schedule[] } {
  const deliver = defineJob(STAFF_DELIVERIES_JOB, z.object({}), async (job) => {
    await deliverStaffNotifications(job.db, config, job.signal);
  });
  return { definitions: [deliver], schedules: [intervalSchedule('messaging-staff-deliveries', STAFF_DELIVERIES_JOB, 1)] };
}

/**
 * Enqueues the delivery job when a notify committed deliveries. Every instance hears the event and
 * may enqueue one: the job takes the pending rows with SKIP LOCKED, so the extra runs find nothing.
 */
export const staffDeliveryWake: FastifyPluginAsync = async (app) => {
  const unsubscribe = app.events.subscribe(NOTIFICATION_DELIVERIES_QUEUED, async () => {
    await enqueue(app.db, { name: STAFF_DELIVERIES_JOB, payload: {} });
  });
  app.addHook('onClose', async () => unsubscribe());
};
