import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { defineJob, type AnyJobDefinition } from '../../core/jobs/define-job.ts';
import { intervalSchedule, type Schedule } from '../../core/jobs/schedules.ts';
import { publishInTx } from '../../core/events/publish-in-tx.ts';
import { NOTIFICATIONS_CHANGED, type NotificationsChanged } from './notifications.service.ts';
import { wakeDueSnoozes } from './snooze.repository.ts';

export const WAKE_SNOOZED_JOB = 'notifications.wake-snoozed';

/** Owners per event: a few hundred ids stay well inside the bus's 8000-byte message. */
const OWNERS_PER_EVENT = 500;

/**
 * Ends the snoozes whose time has come and tells their owners' open bells, on commit, so a snoozed
 * notification shows again within a minute without a reload (the list and the count already show it
 * once its time passed; this is the push). Answers whose bells changed.
 */
export async function wakeSnoozed(db: Db): Promise<number[]> {
  return db.transaction(async (tx) => {
    const owners = await wakeDueSnoozes(tx);
    for (let start = 0; start < owners.length; start += OWNERS_PER_EVENT) {
      const changed: NotificationsChanged = { user_ids: owners.slice(start, start + OWNERS_PER_EVENT) };
      await publishInTx(tx, NOTIFICATIONS_CHANGED, changed);
    }
    return owners;
  });
}

/** The bell's own background work: waking snoozed notifications, every minute. */
export function notificationJobs(): { definitions: AnyJobDefinition[]; schedules: Schedule[] } {
  const wake = defineJob(WAKE_SNOOZED_JOB, z.object({}), async (job) => {
    await wakeSnoozed(job.db);
  });
  return { definitions: [wake], schedules: [intervalSchedule('notifications-wake-snoozed', WAKE_SNOOZED_JOB, 1)] };
}
