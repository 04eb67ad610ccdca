import type { z } from 'zod';
import { ITINERARY_PATHS, MESSAGING_AUDIT_ENTITY_TYPES, type Message, type whatsappSendRequestSchema } from '@ua/contracts';
import type { Config } from '../../config.ts';
import type { ServiceContext } from '../../core/actor.ts';
import { recordAudit } from '../../core/audit.ts';
import type { Db } from '../../db/client.ts';
import { AppError, validationError } from '../../lib/errors.ts';
import { createCustomerLink } from '../itineraries/index.ts';
import { findMessageByIdempotencyKey } from './message-log.repository.ts';
import { getMessage, lastInboundAt, queueOutgoing, toMessages } from './message-log.service.ts';
import { availableRecordType, recipientOf, type Recipient } from './recipients.ts';
import { cloudEndpoint, SERVICE_WINDOW_MS } from './whatsapp-client.ts';
import { checkTemplateMessage } from './whatsapp-templates.ts';

/**
 * WhatsApp to customers and suppliers: a registered template (checked against it here, as Meta
 * would), or free text inside the 24-hour window the customer's last message opened. Queued in the
 * message log with its send job in one transaction; the job talks to the Cloud API later.
 */

type WhatsappSend = z.output<typeof whatsappSendRequestSchema>;

/** How long the customer link made for a sent PDF stays open. */
const DOCUMENT_LINK_DAYS = 30;

const unconfigured = () => new AppError('messaging.channel_unconfigured', 'WhatsApp is not set up on this server: set WHATSAPP_API_URL, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_TOKEN and WHATSAPP_APP_SECRET.');

/** The recipient's WhatsApp number, or 400 `messaging.no_address`. */
function whatsappOf(recipient: Recipient): string {
  if (recipient.whatsapp === null) {
    const who = recipient.party === 'customer' ? "The trip's customer has no WhatsApp number or phone" : 'None of the supplier’s contacts has a WhatsApp number';
    throw new AppError('messaging.no_address', `${who}: add one, then send again.`, { to: [`${who}.`] });
  }
  return recipient.whatsapp;
}

/** A replay of a request (same key) answers what the first made; a key reused for another message is a mistake. */
async function replayed(tx: Db, input: WhatsappSend): Promise<Message | null> {
  if (input.idempotency_key === undefined) return null;
  const row = await findMessageByIdempotencyKey(tx, input.idempotency_key);
  if (!row) return null;
  if (row.channel !== 'whatsapp' || row.recordType !== input.record_type || row.recordId !== input.record_id || row.template !== (input.template ?? null)) {
    throw validationError({ idempotency_key: ['This key was already used for another message.'] });
  }
  const [message] = await toMessages(tx, [row]);
  return message ?? null;
}

/** Free text needs the window open: the number wrote to us within the last 24 hours. */
async function assertWindowOpen(tx: Db, to: string): Promise<void> {
  const last = await lastInboundAt(tx, 'whatsapp', to);
  if (last !== null && Date.now() - last.getTime() < SERVICE_WINDOW_MS) return;
  const when = last === null ? 'has never written to us on WhatsApp' : 'last wrote more than 24 hours ago';
  throw new AppError('messaging.outside_window', `The recipient ${when}: WhatsApp takes free text only within 24 hours of their last message. Send a template instead.`, {
    text: ['Outside the 24-hour window: choose a template'],
  });
}

/**
 * The version's PDF as the message's document: a customer link made for it (the Cloud API fetches
 * the document from a public address), inside the sending transaction so both land or neither does.
 */
async function versionDocument(ctx: ServiceContext, tx: Db, config: Config, recipient: Recipient, version: number): Promise<{ link: string; filename: string }> {
  const link = await createCustomerLink({ db: tx, actor: ctx.actor }, config.publicSiteUrl, recipient.recordId, version, { expires_in_days: DOCUMENT_LINK_DAYS });
  const token = new URL(link.url).pathname.split('/')[2] ?? '';
  return { link: `${config.publicSiteUrl}${ITINERARY_PATHS.customerPdf(token)}`, filename: `${recipient.reference ?? 'itinerary'}-v${version}.pdf` };
}

/** Queues a WhatsApp message about a record; the same idempotency key twice queues one. */
export async function sendWhatsappMessage(ctx: ServiceContext, config: Config, input: WhatsappSend): Promise<Message> {
  const recordType = availableRecordType(input.record_type);
  if (cloudEndpoint(config) === null) throw unconfigured();
  if (input.attach_version !== undefined && recordType !== 'itinerary') throw validationError({ attach_version: ['Only an itinerary has versions to send'] });
  return ctx.db.transaction(async (tx) => {
    const earlier = await replayed(tx, input);
    if (earlier) return earlier;
    const recipient = await recipientOf(tx, recordType, input.record_id, input.to);
    const to = whatsappOf(recipient);
    const withDocument = input.attach_version !== undefined;
    const checked = input.template === undefined ? null : checkTemplateMessage(input.template, recordType, input.parameters, withDocument);
    if (!checked) await assertWindowOpen(tx, to);
    const document = input.attach_version === undefined ? null : await versionDocument(ctx, tx, config, recipient, input.attach_version);
    const queued = await queueOutgoing(tx, {
      channel: 'whatsapp',
      recordType,
      recordId: recipient.recordId,
      party: recipient.party,
      toAddress: to,
      fromAddress: config.whatsapp.phoneNumberId,
      template: checked?.template.name ?? null,
      language: checked?.template.language ?? null,
      parameters: checked ? input.parameters : {},
      bodyText: checked?.bodyText ?? input.text ?? '',
      extra: document ? { document } : {},
      sentBy: ctx.actor.userId,
      idempotencyKey: input.idempotency_key,
    });
    const message = await getMessage(tx, queued.id);
    if (!message) throw new Error(`message ${queued.id} vanished after it was queued`);
    // Another request with this key committed first: it was audited there.
    if (!queued.created) return message;
    await recordAudit(tx, ctx.actor, {
      action: 'send',
      entityType: MESSAGING_AUDIT_ENTITY_TYPES.message,
      entityId: queued.id,
      before: null,
      after: { channel: 'whatsapp', record_type: recordType, record_id: recipient.recordId, party: recipient.party, to_address: to, template: message.template, document: document?.filename ?? null },
    });
    return message;
  });
}
