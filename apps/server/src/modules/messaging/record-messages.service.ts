import type { MessageChannel, MessageParty, MessageRecordType } from '@ua/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { renderMailTemplate } from './mail-templates.ts';
import { queueOutgoing } from './message-log.service.ts';
import { catchesMail } from './smtp-catcher.ts';
import { cloudEndpoint } from './whatsapp-client.ts';
import { checkTemplateMessage } from './whatsapp-templates.ts';

/**
 * Messages another module's action sends as part of its own write (a booking's request to a supplier,
 * its cancellation, a voucher): rendered from the app's templates, the ones staff cannot send
 * themselves included, and queued in the caller's transaction, so the action and its message land
 * together or not at all. The send jobs carry them out after commit.
 */

export type RecordMessage = {
  channel: MessageChannel;
  recordType: MessageRecordType;
  recordId: number;
  /** Null for a message to a staff member (their own notifications). */
  party: MessageParty | null;
  /** An email address, or an E.164 number. */
  to: string;
  template: string;
  parameters: Record<string, string>;
  /** The staff member whose action sent it; null for the system. */
  sentBy: number | null;
  idempotencyKey?: string;
};

/** Whether this server can send on the channel: a configured provider, or the local stand-in outside production. */
export function channelReady(config: Config, channel: MessageChannel): boolean {
  return channel === 'email' ? config.mail.smtpUrl !== null || catchesMail(config) : cloudEndpoint(config) !== null;
}

const UNCONFIGURED: Record<MessageChannel, string> = {
  email: 'Mail is not set up on this server: set SMTP_URL and MAIL_FROM.',
  whatsapp: 'WhatsApp is not set up on this server: set WHATSAPP_API_URL, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_TOKEN and WHATSAPP_APP_SECRET.',
};

/** Queues the message in `tx`; 503 `messaging.channel_unconfigured` when the channel cannot send, 400 `messaging.template_mismatch` for unfit parameters. */
export async function queueRecordMessage(tx: Db, config: Config, message: RecordMessage): Promise<{ id: number; created: boolean }> {
  if (!channelReady(config, message.channel)) throw new AppError('messaging.channel_unconfigured', UNCONFIGURED[message.channel]);
  const common = { recordType: message.recordType, recordId: message.recordId, party: message.party, toAddress: message.to, sentBy: message.sentBy, idempotencyKey: message.idempotencyKey };
  if (message.channel === 'email') {
    const { template, mail } = renderMailTemplate(message.template, message.recordType, message.parameters, { bySystem: true });
    return queueOutgoing(tx, {
      ...common,
      channel: 'email',
      fromAddress: config.mail.from,
      subject: mail.subject,
      template: template.name,
      language: 'en',
      parameters: message.parameters,
      bodyText: mail.text,
      bodyHtml: mail.html,
    });
  }
  const checked = checkTemplateMessage(message.template, message.recordType, message.parameters, false, { bySystem: true });
  return queueOutgoing(tx, {
    ...common,
    channel: 'whatsapp',
    fromAddress: config.whatsapp.phoneNumberId,
    template: checked.template.name,
    language: checked.template.language,
    parameters: message.parameters,
    bodyText: checked.bodyText,
  });
}
