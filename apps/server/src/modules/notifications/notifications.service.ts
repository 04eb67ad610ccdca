import { sql } from 'drizzle-orm';
import type { NotificationType } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { publishInTx } from '../../core/events/publish-in-tx.ts';
import { activeRecipientIds, type Recipients } from '../admin/index.ts';

export type OutgoingNotification = {
  /** One of the notification types of DOMAIN.md: what the bell's chips group by. */
  type: NotificationType;
  message: string;
  /** A page of our site (or an https address) the notification opens; null for none. */
  link: string | null;
};

/** Published (on commit) for every `notify` that reached someone: the ids it wrote lie in this range. */
export const NOTIFICATIONS_CREATED = 'notifications.created';
export type NotificationsCreated = { first_id: number; last_id: number; count: number };

/**
 * Puts a notification in the bell of every active recipient, once each; answers how many got it.
 * Pass the transaction of the business change that causes it, so both land or neither does. The event
 * carries the range of new ids, not the recipients (a broadcast may reach thousands): a live bell reads
 * its own user's rows in that range.
 */
export async function notify(tx: Db, recipients: Recipients, notification: OutgoingNotification): Promise<number> {
  const column = (name: string) => sql.identifier(name);
  const inserted = tx.$with('inserted', { id: sql<number>`id` }).as(sql`
    insert into ${notifications} (${column(notifications.userId.name)}, ${column(notifications.notificationType.name)}, ${column(notifications.message.name)}, ${column(notifications.link.name)})
    select recipient.id, ${notification.type}, ${notification.message}, ${notification.link}::text
    from (${activeRecipientIds(recipients)}) as recipient
    returning ${column(notifications.id.name)}`);
  const [row] = await tx
    .with(inserted)
    .select({ count: sql<number>`count(*)::int`, firstId: sql<number | null>`min(id)`, lastId: sql<number | null>`max(id)` })
    .from(inserted);
  const count = Number(row?.count ?? 0);
  if (count > 0) {
    const event: NotificationsCreated = { first_id: Number(row?.firstId), last_id: Number(row?.lastId), count };
    await publishInTx(tx, NOTIFICATIONS_CREATED, event);
  }
  return count;
}
