import { sql, type SQL } from 'drizzle-orm';
import { NOTIFICATION_CHANNEL_DEFAULTS, NOTIFICATION_TYPE_LABELS, REQUIRED_NOTIFICATION_TYPES, type NotificationType } from '@ua/contracts';
import { queryRows, type Db } from '../../db/client.ts';
import { notificationDeliveries, notificationPreferences, notificationRaises, notifications, type SnoozeDate } from '../../db/schema/notifications.ts';
import { publishInTx } from '../../core/events/publish-in-tx.ts';
import { activeRecipientIds, type Recipients } from '../admin/index.ts';

export type OutgoingNotification = {
  /** One of the notification types of DOMAIN.md: what the bell's chips group by, and the label it needs. */
  type: NotificationType;
  message: string;
  /** A page of our site (or an https address) the notification opens; null for none. */
  link: string | null;
  /**
   * Raises it at most once per person, ever: a deadline job names the business fact ("due:41:in-3-days")
   * so running again, on another instance or after a restart, reaches nobody twice.
   */
  key?: string;
  /** Dates of the record it can be snoozed until ("the balance due date"). */
  snoozeDates?: SnoozeDate[];
};

/** Published (on commit) for every `notify` that reached someone's bell: the ids it wrote lie in this range. */
export const NOTIFICATIONS_CREATED = 'notifications.created';
export type NotificationsCreated = { first_id: number; last_id: number; count: number };
/**
 * Published (after commit) when read statuses or snoozes changed what some people's bells show (a tab
 * marked one read, a snooze ended): their open streams send the new count.
 */
export const NOTIFICATIONS_CHANGED = 'notifications.changed';
export type NotificationsChanged = { user_ids: number[] };
/** Published (on commit) when a notify queued mail or WhatsApp deliveries to staff. */
export const NOTIFICATION_DELIVERIES_QUEUED = 'notifications.deliveries';

const column = (name: string) => sql.identifier(name);

/** Whether the person's choice (or the channel's default) lets the type through on the channel. */
function channelOn(userId: SQL, type: NotificationType, channel: 'bell' | 'mail' | 'whatsapp'): SQL {
  if (channel === 'bell' && REQUIRED_NOTIFICATION_TYPES.includes(type)) return sql`true`;
  return sql`coalesce((select ${notificationPreferences.enabled} from ${notificationPreferences}
    where ${notificationPreferences.userId} = ${userId} and ${notificationPreferences.notificationType} = ${type} and ${notificationPreferences.channel} = ${channel}), ${NOTIFICATION_CHANNEL_DEFAULTS[channel]})`;
}

/**
 * Puts a notification in the bell of every active recipient whose labels allow its type and who has
 * not turned the type off, once each, and queues it by mail or WhatsApp for those who chose that;
 * answers how many bells got it. Pass the transaction of the business change that causes it, so both
 * land or neither does. One statement however many recipients. The event carries the range of new ids,
 * not the recipients (a broadcast may reach thousands): a live bell reads its own user's rows in that range.
 */
export async function notify(tx: Db, recipients: Recipients, notification: OutgoingNotification): Promise<number> {
  const label = NOTIFICATION_TYPE_LABELS[notification.type];
  const allowed = label === null ? sql`true` : sql`recipient.id in (${activeRecipientIds({ labels: [label] })})`;
  const reached = sql`select recipient.id from (${activeRecipientIds(recipients)}) as recipient where ${allowed}`;
  const raised = notification.key
    ? sql`insert into ${notificationRaises} (${column(notificationRaises.raiseKey.name)}, ${column(notificationRaises.userId.name)})
        select ${notification.key}, id from reached on conflict do nothing returning ${column(notificationRaises.userId.name)} as id`
    : sql`select id from reached`;
  const targetId = sql.raw('target.id');
  const snoozeDates = JSON.stringify(notification.snoozeDates ?? []);
  const [row] = await queryRows<{ count: number; first_id: number | null; last_id: number | null; delivered: number }>(
    tx,
    sql`
    with reached as (${reached}),
    target as (${raised}),
    inserted as (
      insert into ${notifications} (${column(notifications.userId.name)}, ${column(notifications.notificationType.name)}, ${column(notifications.message.name)}, ${column(notifications.link.name)}, ${column(notifications.snoozeDates.name)})
      select target.id, ${notification.type}, ${notification.message}, ${notification.link}::text, ${snoozeDates}::jsonb
      from target where ${channelOn(targetId, notification.type, 'bell')}
      returning ${column(notifications.id.name)}
    ),
    delivered as (
      insert into ${notificationDeliveries} (${column(notificationDeliveries.userId.name)}, ${column(notificationDeliveries.channel.name)}, ${column(notificationDeliveries.notificationType.name)}, ${column(notificationDeliveries.message.name)}, ${column(notificationDeliveries.link.name)})
      select target.id, channel.name, ${notification.type}, ${notification.message}, ${notification.link}::text
      from target cross join (values ('mail'), ('whatsapp')) as channel(name)
      where (channel.name = 'mail' and ${channelOn(targetId, notification.type, 'mail')}) or (channel.name = 'whatsapp' and ${channelOn(targetId, notification.type, 'whatsapp')})
      returning 1
    )
    select (select count(*)::int from inserted) as count, (select min(id) from inserted) as first_id, (select max(id) from inserted) as last_id,
      (select count(*)::int from delivered) as delivered`,
  );
  const count = Number(row?.count ?? 0);
  if (count > 0) {
    const event: NotificationsCreated = { first_id: Number(row?.first_id), last_id: Number(row?.last_id), count };
    await publishInTx(tx, NOTIFICATIONS_CREATED, event);
  }
  if (Number(row?.delivered ?? 0) > 0) await publishInTx(tx, NOTIFICATION_DELIVERIES_QUEUED, null);
  return count;
}
