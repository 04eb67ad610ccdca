import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { supplierOfNumber } from '../catalogue/index.ts';
import { latestTripOfNumber } from '../itineraries/index.ts';
import { notify, type OutgoingNotification } from '../notifications/index.ts';
import { findByProviderId, recordInbound, recordStatus } from './message-log.service.ts';
import { cloudErrorReason } from './whatsapp-client.ts';
import type { InboundWhatsapp, StatusUpdate, WebhookEvents } from './whatsapp-webhook.ts';
import { lastSenderTo } from './whatsapp.repository.ts';

/**
 * What a well-signed webhook delivery changes: statuses of our messages (forward only, each event
 * once), and messages people wrote to us, attached to the trip or supplier of the number and told
 * to the staff who look after it. Each event is its own short transaction; an event about a message
 * we do not know is ignored (Meta sends the statuses of every message of the number).
 */

const EXCERPT_LENGTH = 80;

const excerpt = (text: string) => (text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text);

async function applyStatus(db: Db, update: StatusUpdate): Promise<void> {
  await db.transaction(async (tx) => {
    const message = await findByProviderId(tx, 'whatsapp', update.wamid);
    if (!message) return;
    const error = update.error;
    await recordStatus(tx, message.id, update.status, {
      eventKey: update.eventKey,
      at: update.at,
      errorCode: error ? String(error.code) : null,
      errorMessage: error ? cloudErrorReason(error.code, error.title, error.details ?? undefined) : null,
    });
  });
}

async function receive(db: Db, config: Config, inbound: InboundWhatsapp): Promise<void> {
  await db.transaction(async (tx) => {
    const trip = await latestTripOfNumber(tx, inbound.from);
    const supplier = trip ? undefined : await supplierOfNumber(tx, inbound.from);
    const record = trip ? { recordType: 'itinerary' as const, recordId: trip.id, party: 'customer' as const } : supplier ? { recordType: 'supplier' as const, recordId: supplier.id, party: 'supplier' as const } : { recordType: null, recordId: null, party: null };
    const recorded = await recordInbound(tx, {
      channel: 'whatsapp',
      fromAddress: inbound.from,
      toAddress: config.whatsapp.phoneNumberId,
      ...record,
      bodyText: inbound.text,
      providerId: inbound.wamid,
      extra: inbound.name === null ? {} : { profile_name: inbound.name },
      at: inbound.at,
    });
    if (!recorded.created) return;
    if (trip) {
      const notification: OutgoingNotification = { type: 'whatsapp', message: `${trip.customerName} wrote on WhatsApp about ${trip.title}: “${excerpt(inbound.text)}”`, link: `/itineraries/${trip.id}` };
      await notify(tx, { userIds: [trip.ownerId] }, notification);
    } else if (supplier) {
      const sender = await lastSenderTo(tx, inbound.from);
      if (sender !== null) await notify(tx, { userIds: [sender] }, { type: 'whatsapp', message: `${supplier.displayName} wrote on WhatsApp: “${excerpt(inbound.text)}”`, link: `/suppliers/${supplier.id}` });
    }
  });
}

export async function applyWebhookEvents(db: Db, config: Config, events: WebhookEvents): Promise<void> {
  for (const update of events.statuses) await applyStatus(db, update);
  for (const inbound of events.inbound) await receive(db, config, inbound);
}
