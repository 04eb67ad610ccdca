import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { bookingAwaitingSupplier, bookingOfTrip } from '../bookings/index.ts';
import { supplierOfNumber } from '../catalogue/index.ts';
import { latestTripOfNumber } from '../itineraries/index.ts';
import { notify, type OutgoingNotification } from '../notifications/index.ts';
import { findByProviderId, recordInbound, recordStatus } from './message-log.service.ts';
import { cloudErrorReason } from './whatsapp-client.ts';
import type { InboundWhatsapp, StatusUpdate, WebhookEvents } from './whatsapp-webhook.ts';
import { lastSenderTo } from './whatsapp.repository.ts';

/**
 * What a well-signed webhook delivery changes: statuses of our messages (forward only, each event
 * once), and messages people wrote to us, attached to the trip or supplier of the number (to the
 * booking, when the trip is booked or the supplier has a request of a booking to answer) and told to
 * the staff who look after it. Each event is its own short transaction; an event about a message
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

type ReplyRecord = { recordType: 'itinerary' | 'booking' | 'supplier'; recordId: number; party: 'customer' | 'supplier' } | { recordType: null; recordId: null; party: null };

async function receive(db: Db, config: Config, inbound: InboundWhatsapp): Promise<void> {
  await db.transaction(async (tx) => {
    const trip = await latestTripOfNumber(tx, inbound.from);
    const supplier = trip ? undefined : await supplierOfNumber(tx, inbound.from);
    const booking = trip ? await bookingOfTrip(tx, trip.id) : supplier ? await bookingAwaitingSupplier(tx, supplier.id) : undefined;
    let record: ReplyRecord = { recordType: null, recordId: null, party: null };
    if (booking) record = { recordType: 'booking', recordId: booking.id, party: trip ? 'customer' : 'supplier' };
    else if (trip) record = { recordType: 'itinerary', recordId: trip.id, party: 'customer' };
    else if (supplier) record = { recordType: 'supplier', recordId: supplier.id, party: 'supplier' };
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
    if (booking) {
      // The person running the booking hears of it; its owner while nobody runs it.
      const who = trip ? trip.customerName : (supplier?.displayName ?? inbound.from);
      const notification: OutgoingNotification = { type: 'whatsapp', message: `${who} wrote on WhatsApp about ${booking.reference}: “${excerpt(inbound.text)}”`, link: `/bookings/${booking.id}` };
      await notify(tx, { userIds: [booking.assignedToId ?? booking.ownerId] }, notification);
    } else if (trip) {
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
