import { sql } from 'drizzle-orm';
import type { NotificationType } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { activeRecipientIds, type Recipients } from '../admin/index.ts';

export type OutgoingNotification = {
  /** One of the notification types of DOMAIN.md: what the bell's chips group by. */
  type: NotificationType;
  message: string;
  /** A page of our site (or an https address) the notification opens; null for none. */
  link: string | null;
};

/**
 * Puts a notification in the bell of every active recipient, once each; answers how many got it.
 * Pass the transaction of the business change that causes it, so both land or neither does.
 */
export async function notify(tx: Db, recipients: Recipients, notification: OutgoingNotification): Promise<number> {
  const column = (name: string) => sql.identifier(name);
  const inserted = tx.$with('inserted', { id: sql<number>`id` }).as(sql`
    insert into ${notifications} (${column(notifications.userId.name)}, ${column(notifications.notificationType.name)}, ${column(notifications.message.name)}, ${column(notifications.link.name)})
    select recipient.id, ${notification.type}, ${notification.message}, ${notification.link}::text
    from (${activeRecipientIds(recipients)}) as recipient
    returning ${column(notifications.id.name)}`);
  const [row] = await tx.with(inserted).select({ created: sql<number>`count(*)::int` }).from(inserted);
  return Number(row?.created ?? 0);
}
