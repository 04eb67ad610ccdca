import { z } from 'zod';
import { pageOf } from './common.ts';
import { bodyId, hasLoneSurrogate, multiLine, pageQuerySchema, queryId, singleLine } from './fields.ts';

/**
 * Messages to and from customers and suppliers, by email and WhatsApp, in one log: each with its
 * channel, template, parameters, the record it is about, who sent it and its status history.
 * Sending goes through the outbox; providers answer later (WhatsApp's status webhooks).
 */

export const MESSAGING_PATHS = {
  /** The spec's name. GET `?record_type=&record_id=`: the record's WhatsApp messages, paged; POST: send one. */
  whatsappMessageAction: '/api/whatsapp/message-action/',
  /** GET `?record_type=&record_id=`: the record's mails, paged; POST: send one. */
  mailMessageAction: '/api/mail/message-action/',
  /** The templates staff can send, by channel. */
  templates: '/api/messaging/templates/',
  /** One message with its status history. */
  message: (id: number | string) => `/api/messaging/messages/${id}/`,
  /** The Cloud API's webhook: GET verifies (`hub.challenge`), POST delivers statuses and inbound messages. */
  whatsappWebhook: '/api/whatsapp/webhook/',
  /** Outside production: the mails the in-app SMTP server caught, and the WhatsApp stand-in's phones. */
  devMailbox: '/api/dev/mailbox/',
  devMail: (id: number | string) => `/api/dev/mailbox/${id}/`,
  devWhatsappPhones: '/api/dev/whatsapp/phones/',
  /** POST `{from, text}`: answer as the customer or supplier on that phone (the stand-in signs the webhook). */
  devWhatsappReply: '/api/dev/whatsapp/reply/',
} as const;

export const MESSAGING_AUDIT_ENTITY_TYPES = { message: 'message' } as const;

export const MESSAGE_CHANNELS = ['email', 'whatsapp'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
export const MESSAGE_DIRECTIONS = ['out', 'in'] as const;
export type MessageDirection = (typeof MESSAGE_DIRECTIONS)[number];

/**
 * An outgoing message is `queued`, then `sent` (the provider took it), `delivered`, `read`, or
 * `failed`; it never goes back (a late `delivered` after `read` is kept in the history only). An
 * inbound one is `received`.
 */
export const MESSAGE_STATUSES = ['queued', 'sent', 'delivered', 'read', 'failed', 'received'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
/** The order statuses only move forward in; `failed` ends a message wherever it stood. */
export const MESSAGE_STATUS_RANK: Record<MessageStatus, number> = { queued: 0, sent: 1, delivered: 2, read: 3, failed: 4, received: 0 };

/**
 * What a message is about: a record of the chain, a supplier, a B2B agent (its wallet statements,
 * sent by the app only), or a staff member (the notifications they chose to get by mail or WhatsApp,
 * sent by the app only; the record id is the person's user id). Customers are reached through their trip.
 */
export const MESSAGE_RECORD_TYPES = ['itinerary', 'booking', 'payment', 'supplier', 'agent', 'staff'] as const;
export type MessageRecordType = (typeof MESSAGE_RECORD_TYPES)[number];

/** Who a message goes to, or came from. */
export const MESSAGE_PARTIES = ['customer', 'supplier'] as const;
export type MessageParty = (typeof MESSAGE_PARTIES)[number];

const recordFields = {
  record_type: z.enum(MESSAGE_RECORD_TYPES, 'Choose what the message is about'),
  record_id: bodyId('Choose the record'),
};

/** Template parameters by name, as the template declares them; values are text. */
const parametersField = z
  .record(
    z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'Parameter names are lowercase words'),
    z
      .string()
      .max(1000, 'Keep each value under 1000 characters')
      .refine((value) => !hasLoneSurrogate(value), 'Remove the broken characters'),
  )
  .default({});

const templateName = z.string().trim().regex(/^[a-z0-9_]{1,100}$/, 'Choose a template from the list');
/** A client's key for one message: letters, digits and . _ : - (a UUID fits). */
const idempotencyKey = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9._:-]{8,100}$/, 'Use 8 to 100 letters, digits, dots, underscores, colons or hyphens')
  .optional();

/**
 * Send by WhatsApp: a registered template with its parameters, or free text (only inside the 24-hour
 * window after the customer's last message). `to` defaults to the record's customer (or supplier).
 * The same `idempotency_key` twice sends once.
 */
export const whatsappSendRequestSchema = z
  .object({
    ...recordFields,
    to: z.enum(MESSAGE_PARTIES).default('customer'),
    template: templateName.optional(),
    parameters: parametersField,
    text: multiLine(4096).optional(),
    /** A version's PDF sent as the message's document (templates with a document header). */
    attach_version: z.number().int().positive().optional(),
    idempotency_key: idempotencyKey,
  })
  .superRefine((value, ctx) => {
    if ((value.template === undefined) === (value.text === undefined || value.text === '')) {
      ctx.addIssue({ code: 'custom', path: ['template'], message: 'Choose a template, or write a text (one of the two)' });
    }
  });
export type WhatsappSendRequest = z.input<typeof whatsappSendRequestSchema>;

/** Send a mail from one of the app's mail templates. */
export const mailSendRequestSchema = z.object({
  ...recordFields,
  to: z.enum(MESSAGE_PARTIES).default('customer'),
  template: templateName,
  parameters: parametersField,
  idempotency_key: idempotencyKey,
});
export type MailSendRequest = z.input<typeof mailSendRequestSchema>;

export const messageListQuerySchema = pageQuerySchema.extend({
  record_type: z.enum(MESSAGE_RECORD_TYPES),
  record_id: queryId,
});

export const messageStatusEventSchema = z.object({
  status: z.enum(MESSAGE_STATUSES),
  at: z.string(),
  /** The provider's error, for `failed`: code and readable reason. */
  error_code: z.string().nullable(),
  error_message: z.string().nullable(),
});

export const messageSchema = z
  .object({
    id: z.number().int(),
    channel: z.enum(MESSAGE_CHANNELS),
    direction: z.enum(MESSAGE_DIRECTIONS),
    status: z.enum(MESSAGE_STATUSES),
    record_type: z.enum(MESSAGE_RECORD_TYPES).nullable(),
    record_id: z.number().int().nullable(),
    party: z.enum(MESSAGE_PARTIES).nullable(),
    /** An email address or an E.164 number. */
    to_address: z.string(),
    from_address: z.string(),
    subject: z.string().nullable(),
    template: z.string().nullable(),
    parameters: z.record(z.string(), z.string()),
    /** The text as sent (a template rendered with its parameters), or as received. */
    body_text: z.string(),
    sent_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    error_code: z.string().nullable(),
    error_message: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    history: z.array(messageStatusEventSchema),
  })
  .meta({ id: 'Message' });
export type Message = z.infer<typeof messageSchema>;
export const messagePageSchema = pageOf(messageSchema);

/** A parameter a template takes, with an example (the provider approves templates with examples). */
export const templateParameterSchema = z.object({ name: z.string(), label: z.string(), example: z.string() });
export const messageTemplateSchema = z
  .object({
    channel: z.enum(MESSAGE_CHANNELS),
    name: z.string(),
    language: z.string(),
    /** WhatsApp's category (utility, marketing); mails are `utility`. */
    category: z.enum(['utility', 'marketing']),
    title: z.string(),
    parameters: z.array(templateParameterSchema),
    /** The text with `{{name}}` where each parameter goes, for previews. */
    preview: z.string(),
    /** A document (the version's PDF) goes with it. */
    document: z.boolean(),
    record_types: z.array(z.enum(MESSAGE_RECORD_TYPES)),
  })
  .meta({ id: 'MessageTemplate' });
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;
export const messageTemplateListSchema = z.object({ results: z.array(messageTemplateSchema) });

/** Outside production: a mail the in-app SMTP server caught. */
export const caughtMailSchema = z.object({
  id: z.number().int(),
  message_id: z.string().nullable(),
  from: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  received_at: z.string(),
});
export type CaughtMail = z.infer<typeof caughtMailSchema>;
export const caughtMailPageSchema = pageOf(caughtMailSchema.omit({ html: true, text: true }).extend({ preview: z.string() }));

export const devWhatsappReplySchema = z.object({
  from: z.string().regex(/^\+[1-9]\d{7,14}$/, 'Enter the phone as +919812345678'),
  text: singleLine('Write the reply', 1000),
});

/** Outside production: one message on a WhatsApp stand-in phone, as the phone saw it (`out`: the app sent it). */
export const devWhatsappPhoneMessageSchema = z.object({
  id: z.number().int(),
  direction: z.enum(MESSAGE_DIRECTIONS),
  wamid: z.string(),
  text: z.string(),
  at: z.string(),
});
/** Outside production: the stand-in's phones, each with its conversation (oldest first), the latest active phone first. */
export const devWhatsappPhoneListSchema = z.object({
  results: z.array(z.object({ phone: z.string(), messages: z.array(devWhatsappPhoneMessageSchema) })),
});
export type DevWhatsappPhoneList = z.infer<typeof devWhatsappPhoneListSchema>;
