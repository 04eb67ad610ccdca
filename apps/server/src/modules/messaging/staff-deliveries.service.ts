import { NOTIFICATION_TYPE_TITLES, NOTIFICATION_TYPES, type NotificationType } from '@ua/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { staffContacts, type StaffContact } from '../admin/index.ts';
import { markDelivery, takePendingDeliveries, type DeliveryOutcome, type PendingDelivery } from '../notifications/index.ts';
import { channelReady, queueRecordMessage } from './record-messages.service.ts';

/**
 * The notifications staff chose to get by mail or WhatsApp as well as in the bell: `notify` leaves
 * them in the notifications module's deliveries outbox, and this turns each into a message of the
 * message log (whose own send jobs carry it to the provider, retried, never twice). One that cannot
 * go (no number, no provider here, the account closed) is marked skipped with why.
 */

/** Deliveries taken per transaction: short transactions, and the rest in the next round. */
const BATCH_SIZE = 50;

/** Where the settings page is, for the way out of these messages. */
const SETTINGS_PATH = '/notifications/settings';

const typeTitle = (type: string) => (NOTIFICATION_TYPES.includes(type as NotificationType) ? NOTIFICATION_TYPE_TITLES[type as NotificationType].title : type);

/** The notification's link as an address outside the app: a page of ours under PUBLIC_SITE_URL, a web address as it is, else the notifications page. */
export function absoluteLink(config: Config, link: string | null): string {
  if (link && /^https?:\/\//i.test(link)) return link;
  return `${config.publicSiteUrl}${link && link.startsWith('/') ? link : '/notifications'}`;
}

async function queueOne(tx: Db, config: Config, delivery: PendingDelivery, contact: StaffContact | undefined): Promise<DeliveryOutcome> {
  if (!contact?.active) return { status: 'skipped', note: 'The account is no longer active.' };
  const common = { recordType: 'staff', recordId: delivery.userId, party: null, sentBy: null, idempotencyKey: `staff-delivery:${delivery.id}` } as const;
  const link = absoluteLink(config, delivery.link);
  if (delivery.channel === 'mail') {
    if (!channelReady(config, 'email')) return { status: 'skipped', note: 'Mail is not set up on this server.' };
    const parameters = { notification_type: typeTitle(delivery.notificationType), message: delivery.message, link_url: link, settings_url: `${config.publicSiteUrl}${SETTINGS_PATH}` };
    const { id } = await queueRecordMessage(tx, config, { ...common, channel: 'email', to: contact.email, template: 'staff_notification', parameters });
    return { status: 'queued', messageId: id };
  }
  if (contact.whatsappNumber === null) return { status: 'skipped', note: 'No WhatsApp number in their notification settings.' };
  if (!channelReady(config, 'whatsapp')) return { status: 'skipped', note: 'WhatsApp is not set up on this server.' };
  // WhatsApp refuses line breaks and tabs in a template's value.
  const alert = `${delivery.message} ${link}`.replace(/\s+/g, ' ').trim();
  const { id } = await queueRecordMessage(tx, config, { ...common, channel: 'whatsapp', to: contact.whatsappNumber, template: 'staff_alert', parameters: { alert } });
  return { status: 'queued', messageId: id };
}

/** What a refusal of the message itself (a value its template cannot take) leaves: skipped, with the reason. */
async function outcomeOf(tx: Db, config: Config, delivery: PendingDelivery, contact: StaffContact | undefined): Promise<DeliveryOutcome> {
  try {
    return await queueOne(tx, config, delivery, contact);
  } catch (error) {
    // Thrown before anything is written, so the transaction goes on; anything else rolls the batch back, to be tried again.
    if (error instanceof AppError && error.code === 'messaging.template_mismatch') return { status: 'skipped', note: error.message };
    throw error;
  }
}

/** Queues every pending delivery as a message, a batch per transaction; answers how many were handled. */
export async function deliverStaffNotifications(db: Db, config: Config, signal?: AbortSignal): Promise<number> {
  let handled = 0;
  for (;;) {
    const taken = await db.transaction(async (tx) => {
      const pending = await takePendingDeliveries(tx, BATCH_SIZE);
      const contacts = await staffContacts(
        tx,
        pending.map((delivery) => delivery.userId),
      );
      for (const delivery of pending) await markDelivery(tx, delivery.id, await outcomeOf(tx, config, delivery, contacts.get(delivery.userId)));
      return pending.length;
    });
    handled += taken;
    if (taken < BATCH_SIZE || signal?.aborted) return handled;
  }
}
