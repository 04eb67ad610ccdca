import type { z } from 'zod';
import { MESSAGING_AUDIT_ENTITY_TYPES, type Message, type mailSendRequestSchema } from '@ua/contracts';
import type { Config } from '../../config.ts';
import type { ServiceContext } from '../../core/actor.ts';
import { recordAudit } from '../../core/audit.ts';
import type { JobContext } from '../../core/jobs/define-job.ts';
import type { Db } from '../../db/client.ts';
import { AppError, validationError } from '../../lib/errors.ts';
import { renderMailTemplate } from './mail-templates.ts';
import { classifySmtpError, mailMessageId, sendMail } from './mail-transport.ts';
import { getMessage, getMessageRow, queueOutgoing, recordStatus, setProviderId, type MessageRow } from './message-log.service.ts';
import { availableRecordType, emailOf, recipientOf } from './recipients.ts';
import { catcherOf, catchesMail } from './smtp-catcher.ts';

/**
 * Mail to customers and suppliers: a template rendered with its parameters and queued in the message
 * log with its send job (one transaction); the job hands it to SMTP later, with no transaction open.
 */

type MailSend = z.output<typeof mailSendRequestSchema>;

const unconfigured = () => new AppError('messaging.channel_unconfigured', 'Mail is not set up on this server: set SMTP_URL and MAIL_FROM.');

/** Queues a mail about a record from one of the templates; the same idempotency key twice queues one. */
export async function sendMailMessage(ctx: ServiceContext, config: Config, input: MailSend): Promise<Message> {
  const recordType = availableRecordType(input.record_type);
  if (config.mail.smtpUrl === null && !catchesMail(config)) throw unconfigured();
  return ctx.db.transaction(async (tx) => {
    const recipient = await recipientOf(tx, recordType, input.record_id, input.to);
    const { template, mail } = renderMailTemplate(input.template, recordType, input.parameters);
    const to = emailOf(recipient);
    const queued = await queueOutgoing(tx, {
      channel: 'email',
      recordType,
      recordId: recipient.recordId,
      party: recipient.party,
      toAddress: to,
      fromAddress: config.mail.from,
      subject: mail.subject,
      template: template.name,
      language: 'en',
      parameters: input.parameters,
      bodyText: mail.text,
      bodyHtml: mail.html,
      sentBy: ctx.actor.userId,
      idempotencyKey: input.idempotency_key,
    });
    const message = await getMessage(tx, queued.id);
    if (!message) throw new Error(`message ${queued.id} vanished after it was queued`);
    if (!queued.created) {
      // A retried request answers what the first made; a key reused for another mail is a mistake.
      if (message.channel !== 'email' || message.record_type !== recordType || message.record_id !== recipient.recordId || message.template !== template.name) {
        throw validationError({ idempotency_key: ['This key was already used for another message.'] });
      }
      return message;
    }
    await recordAudit(tx, ctx.actor, {
      action: 'send',
      entityType: MESSAGING_AUDIT_ENTITY_TYPES.message,
      entityId: queued.id,
      before: null,
      after: { channel: 'email', record_type: recordType, record_id: recipient.recordId, party: recipient.party, to_address: to, template: template.name, subject: mail.subject },
    });
    return message;
  });
}

/** Where this app's mail goes: the configured server, else its own catcher (outside production). */
function smtpTarget(config: Config): { url: string; local: boolean } | null {
  if (config.mail.smtpUrl !== null) return { url: config.mail.smtpUrl, local: false };
  if (!catchesMail(config)) return null;
  const catcher = catcherOf(config);
  if (catcher) return { url: catcher.url, local: true };
  // A worker process beside the server: the server's catcher listens on the configured port.
  if (config.mail.catcherPort !== 0) return { url: `smtp://127.0.0.1:${config.mail.catcherPort}`, local: true };
  return null;
}

async function markFailed(db: Db, messageId: number, errorCode: string, errorMessage: string): Promise<void> {
  await db.transaction(async (tx) => {
    await recordStatus(tx, messageId, 'failed', { errorCode, errorMessage });
  });
}

/**
 * The `messaging.send-email` job: sends a queued mail once it is due. A mail the server refused for
 * good (5xx) is `failed` with its reply; a refusal that may pass (4xx, no connection) throws, so the
 * runner tries again with backoff, and the last attempt also marks the message `failed`. Mail has no
 * delivery receipts: `sent` is where a mail ends.
 */
export async function deliverQueuedMail(config: Config, job: JobContext<{ messageId: number }>, maxAttempts: number): Promise<void> {
  const row = await getMessageRow(job.db, job.payload.messageId);
  // Gone, or sent already by an attempt whose outcome was recorded: never send a mail twice.
  if (!row || row.channel !== 'email' || row.status !== 'queued') return;
  const target = smtpTarget(config);
  if (!target) {
    if (!catchesMail(config)) return markFailed(job.db, row.id, 'messaging.channel_unconfigured', 'Mail is not set up on this server (no SMTP_URL).');
    throw new Error('The mail catcher is not running; the mail waits for it.');
  }
  const messageId = mailMessageId(row.id, config.mail.from);
  try {
    await sendMail(target.url, mailOf(row, messageId), { local: target.local });
  } catch (error) {
    const refusal = classifySmtpError(error);
    const code = refusal.responseCode === null ? 'smtp_connection' : `smtp_${refusal.responseCode}`;
    if (refusal.permanent) return markFailed(job.db, row.id, code, refusal.reason);
    if (job.attempt >= maxAttempts) await markFailed(job.db, row.id, code, `Gave up after ${job.attempt} attempts: ${refusal.reason}`);
    throw new Error(`SMTP refused for now: ${refusal.reason}`, { cause: error });
  }
  await job.db.transaction(async (tx) => {
    await setProviderId(tx, row.id, messageId);
    await recordStatus(tx, row.id, 'sent');
  });
}

function mailOf(row: MessageRow, messageId: string) {
  return { messageId, from: row.fromAddress, to: row.toAddress, subject: row.subject ?? '', text: row.bodyText, html: row.bodyHtml };
}
