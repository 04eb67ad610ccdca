import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notificationDeliveries } from '../../db/schema/notifications.ts';

/**
 * The outbox of notifications going to staff by mail or WhatsApp, as `notify` wrote it. The messaging
 * module's job takes the pending ones and turns each into a message of its own outbox.
 */
export type PendingDelivery = Pick<typeof notificationDeliveries.$inferSelect, 'id' | 'userId' | 'channel' | 'notificationType' | 'message' | 'link'>;

/**
 * Up to `limit` pending deliveries, oldest first, locked until the caller's transaction ends; rows
 * another runner holds are skipped, so runners on several instances share the work without waiting.
 */
export async function takePendingDeliveries(tx: Db, limit: number): Promise<PendingDelivery[]> {
  return tx
    .select({
      id: notificationDeliveries.id,
      userId: notificationDeliveries.userId,
      channel: notificationDeliveries.channel,
      notificationType: notificationDeliveries.notificationType,
      message: notificationDeliveries.message,
      link: notificationDeliveries.link,
    })
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.status, 'pending'))
    .orderBy(asc(notificationDeliveries.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** What became of a delivery: queued as a message of the log, or skipped and why (no number, no provider). */
export type DeliveryOutcome = { status: 'queued'; messageId: number } | { status: 'skipped'; note: string };

export async function markDelivery(tx: Db, id: number, outcome: DeliveryOutcome): Promise<void> {
  await tx
    .update(notificationDeliveries)
    .set(outcome.status === 'queued' ? { status: 'queued', messageId: outcome.messageId, handledAt: sql`now()` } : { status: 'skipped', note: outcome.note, handledAt: sql`now()` })
    .where(eq(notificationDeliveries.id, id));
}
