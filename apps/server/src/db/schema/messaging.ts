import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { MessageChannel, MessageDirection, MessageParty, MessageRecordType, MessageStatus } from '@ua/contracts';
import { timestamps } from './columns.ts';
import { users } from './staff.ts';

/**
 * Every message, mail or WhatsApp, out or in: what it is about, to and from whom, the template and
 * its parameters, the text as sent, and where it stands. `provider_id` is the provider's own id (a
 * WhatsApp `wamid`, a mail's Message-ID), by which its later statuses find it.
 */
export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel').$type<MessageChannel>().notNull(),
    direction: text('direction').$type<MessageDirection>().notNull(),
    status: text('status').$type<MessageStatus>().notNull(),
    recordType: text('record_type').$type<MessageRecordType>(),
    recordId: integer('record_id'),
    party: text('party').$type<MessageParty>(),
    toAddress: text('to_address').notNull(),
    fromAddress: text('from_address').notNull(),
    subject: text('subject'),
    template: text('template'),
    templateLanguage: text('template_language'),
    parameters: jsonb('parameters').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    bodyText: text('body_text').notNull().default(''),
    bodyHtml: text('body_html'),
    /** What the job hands the provider besides the text: a document link for WhatsApp, and the like. */
    extra: jsonb('extra').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    providerId: text('provider_id'),
    idempotencyKey: text('idempotency_key'),
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    ...timestamps,
  },
  (t) => [
    check('messages_channel_check', sql`${t.channel} in ('email', 'whatsapp')`),
    check('messages_direction_check', sql`${t.direction} in ('out', 'in')`),
    check('messages_status_check', sql`${t.status} in ('queued', 'sent', 'delivered', 'read', 'failed', 'received')`),
    check('messages_record_check', sql`(${t.recordType} is null) = (${t.recordId} is null)`),
    index('messages_record_idx').on(t.recordType, t.recordId, t.id),
    uniqueIndex('messages_provider_idx')
      .on(t.channel, t.providerId)
      .where(sql`${t.providerId} is not null`),
    uniqueIndex('messages_idempotency_idx')
      .on(t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    // The 24-hour window: the last message received from a number.
    index('messages_inbound_idx')
      .on(t.channel, t.fromAddress, t.createdAt)
      .where(sql`${t.direction} = 'in'`),
    // The unanswered-replies sweep: what came in lately, and what staff last sent to each number.
    index('messages_inbound_recent_idx')
      .on(t.channel, t.createdAt)
      .where(sql`${t.direction} = 'in'`),
    index('messages_outbound_to_idx')
      .on(t.channel, t.toAddress, t.createdAt)
      .where(sql`${t.direction} = 'out'`),
  ],
);

/** Each status a message reached, in the order they came (a late one kept here, not in `status`). */
export const messageStatusEvents = pgTable(
  'message_status_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    status: text('status').$type<MessageStatus>().notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    /** The provider's event id or payload digest: the same event twice is recorded once. */
    eventKey: text('event_key'),
  },
  (t) => [
    index('message_status_events_message_idx').on(t.messageId, t.id),
    uniqueIndex('message_status_events_key_idx')
      .on(t.messageId, t.eventKey)
      .where(sql`${t.eventKey} is not null`),
  ],
);

/** Outside production: what the in-app SMTP server caught (the mailbox page shows them). */
export const devCaughtMails = pgTable(
  'dev_caught_mails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    messageId: text('message_id'),
    fromAddress: text('from_address').notNull(),
    toAddresses: text('to_addresses').array().notNull(),
    subject: text('subject').notNull().default(''),
    text: text('text').notNull().default(''),
    html: text('html'),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('dev_caught_mails_received_idx').on(t.receivedAt, t.id)],
);

/** Outside production: the WhatsApp stand-in's side, what each phone received and answered. */
export const devWhatsappMessages = pgTable(
  'dev_whatsapp_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The phone at the other end (E.164), whichever way the message went. */
    phone: text('phone').notNull(),
    direction: text('direction').$type<MessageDirection>().notNull(),
    wamid: text('wamid').notNull(),
    /** The request the app sent, or the reply the phone made, as the Cloud API has it. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    text: text('text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('dev_whatsapp_messages_phone_idx').on(t.phone, t.id), uniqueIndex('dev_whatsapp_messages_wamid_idx').on(t.wamid)],
);
