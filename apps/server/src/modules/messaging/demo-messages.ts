import { and, asc, eq } from 'drizzle-orm';
import type { MessageRecordType, MessageStatus } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { devCaughtMails, devWhatsappMessages, messages } from '../../db/schema/messaging.ts';
import { insertStatusEvent } from './message-log.repository.ts';
import { dropQueuedJobs } from '../../core/jobs/enqueue.ts';
import { recordInbound, sendJobKey } from './message-log.service.ts';
import { renderMailTemplate } from './mail-templates.ts';
import { findWhatsappTemplate, renderTemplateBody } from './whatsapp-templates.ts';

/**
 * The demo's conversations, as they would stand once their providers had answered: rendered from
 * the real templates, with their status history, and what the stand-ins would hold (the caught mail,
 * the phone's messages). Nothing is sent: the demo starts with its history, not with jobs to run.
 */

/** The stand-in's phone number id (config's default outside production). */
const DEMO_PHONE_NUMBER_ID = '100000000000001';
const MINUTE = 60_000;

type DemoOutgoing = {
  recordType: MessageRecordType;
  recordId: number;
  to: string;
  template: string;
  parameters: Record<string, string>;
  sentBy: number;
  minutesAgo: number;
};

async function historyOf(tx: Db, messageId: number, sentAt: Date, statuses: readonly MessageStatus[]): Promise<void> {
  for (const [index, status] of ['queued' as const, ...statuses].entries()) {
    await insertStatusEvent(tx, { messageId, status, at: new Date(sentAt.getTime() + index * 2 * MINUTE) });
  }
}

/** A WhatsApp template message to a customer, with the statuses the provider reported. */
export async function recordDemoWhatsapp(tx: Db, message: DemoOutgoing & { statuses: readonly MessageStatus[] }): Promise<void> {
  const template = findWhatsappTemplate(message.template);
  if (!template) throw new Error(`The demo names a WhatsApp template that does not exist: ${message.template}`);
  const sentAt = new Date(Date.now() - message.minutesAgo * MINUTE);
  const bodyText = renderTemplateBody(template, message.parameters);
  const wamid = `wamid.demo${message.recordId}x${message.minutesAgo}`;
  const [row] = await tx
    .insert(messages)
    .values({
      channel: 'whatsapp',
      direction: 'out',
      status: message.statuses.at(-1) ?? 'queued',
      recordType: message.recordType,
      recordId: message.recordId,
      party: 'customer',
      toAddress: message.to,
      fromAddress: DEMO_PHONE_NUMBER_ID,
      template: template.name,
      templateLanguage: template.language,
      parameters: message.parameters,
      bodyText,
      providerId: wamid,
      sentBy: message.sentBy,
      createdAt: sentAt,
      updatedAt: sentAt,
    })
    .returning({ id: messages.id });
  if (!row) throw new Error('The demo message was not saved');
  await historyOf(tx, row.id, sentAt, message.statuses);
  await tx.insert(devWhatsappMessages).values({ phone: message.to, direction: 'out', wamid, payload: { template: template.name, parameters: message.parameters }, text: bodyText, createdAt: sentAt });
}

/** A reply the customer sent on WhatsApp, attached to their trip. */
export async function recordDemoReply(tx: Db, reply: { recordId: number; from: string; text: string; minutesAgo: number }): Promise<void> {
  const at = new Date(Date.now() - reply.minutesAgo * MINUTE);
  const wamid = `wamid.demoreply${reply.recordId}x${reply.minutesAgo}`;
  await recordInbound(tx, { channel: 'whatsapp', fromAddress: reply.from, toAddress: DEMO_PHONE_NUMBER_ID, recordType: 'itinerary', recordId: reply.recordId, party: 'customer', bodyText: reply.text, providerId: wamid, at });
  await tx.insert(devWhatsappMessages).values({ phone: reply.from, direction: 'in', wamid, payload: { text: { body: reply.text } }, text: reply.text, createdAt: at });
}

/** A mail from a template, sent (mail ends there), and as the local catcher caught it. */
export async function recordDemoMail(tx: Db, message: DemoOutgoing & { from: string }): Promise<void> {
  const { template, mail } = renderMailTemplate(message.template, message.recordType, message.parameters);
  const sentAt = new Date(Date.now() - message.minutesAgo * MINUTE);
  const [row] = await tx
    .insert(messages)
    .values({
      channel: 'email',
      direction: 'out',
      status: 'sent',
      recordType: message.recordType,
      recordId: message.recordId,
      party: 'customer',
      toAddress: message.to,
      fromAddress: message.from,
      subject: mail.subject,
      template: template.name,
      parameters: message.parameters,
      bodyText: mail.text,
      bodyHtml: mail.html,
      sentBy: message.sentBy,
      createdAt: sentAt,
      updatedAt: sentAt,
    })
    .returning({ id: messages.id });
  if (!row) throw new Error('The demo mail was not saved');
  const messageId = `<message-${row.id}@ua-internal.local>`;
  await tx.update(messages).set({ providerId: messageId }).where(eq(messages.id, row.id));
  await historyOf(tx, row.id, sentAt, ['sent']);
  await tx.insert(devCaughtMails).values({ messageId, fromAddress: message.from, toAddresses: [message.to], subject: mail.subject, text: mail.text, html: mail.html, receivedAt: sentAt });
}

/**
 * The messages the demo's own actions queued (a booking's requests to suppliers, its vouchers), as
 * if their providers had taken them: mails sent and caught by the local catcher, WhatsApp messages
 * delivered and on the stand-in's phones; their send jobs are dropped. The demo starts with its
 * history, not with jobs to run. Answers how many were settled.
 */
export async function settleDemoMessages(tx: Db): Promise<number> {
  const queued = await tx
    .select()
    .from(messages)
    .where(and(eq(messages.status, 'queued'), eq(messages.direction, 'out')))
    .orderBy(asc(messages.id));
  for (const row of queued) {
    const at = row.createdAt;
    if (row.channel === 'email') {
      const messageId = `<message-${row.id}@ua-internal.local>`;
      await tx.update(messages).set({ status: 'sent', providerId: messageId }).where(eq(messages.id, row.id));
      await insertStatusEvent(tx, { messageId: row.id, status: 'sent', at: new Date(at.getTime() + MINUTE) });
      await tx.insert(devCaughtMails).values({ messageId, fromAddress: row.fromAddress, toAddresses: [row.toAddress], subject: row.subject ?? '', text: row.bodyText, html: row.bodyHtml, receivedAt: at });
    } else {
      const wamid = `wamid.demo.settled.${row.id}`;
      await tx.update(messages).set({ status: 'delivered', providerId: wamid }).where(eq(messages.id, row.id));
      await insertStatusEvent(tx, { messageId: row.id, status: 'sent', at: new Date(at.getTime() + MINUTE) });
      await insertStatusEvent(tx, { messageId: row.id, status: 'delivered', at: new Date(at.getTime() + 2 * MINUTE) });
      await tx.insert(devWhatsappMessages).values({ phone: row.toAddress, direction: 'out', wamid, payload: { template: row.template, parameters: row.parameters }, text: row.bodyText, createdAt: at });
    }
  }
  await dropQueuedJobs(
    tx,
    queued.map((row) => sendJobKey(row.id)),
  );
  return queued.length;
}
