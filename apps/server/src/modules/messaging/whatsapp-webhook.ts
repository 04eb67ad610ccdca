import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * The Cloud API's webhook: Meta signs each POST with `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of
 * the raw body, keyed by the app secret>`, and sends statuses of our messages and messages people
 * write to us in `entry[].changes[].value`. Parsed leniently: one item of an unknown shape (Meta adds
 * kinds) is skipped, never the whole delivery.
 */

export const SIGNATURE_HEADER = 'x-hub-signature-256';

export function signatureOf(appSecret: string, raw: Buffer | string): string {
  return `sha256=${createHmac('sha256', appSecret).update(raw).digest('hex')}`;
}

/** Whether the header is the body's signature; compared in constant time. */
export function signatureMatches(appSecret: string, raw: Buffer, header: string | undefined): boolean {
  // No secret (WhatsApp off in production): nothing is signed well, or anyone could sign with the empty key.
  if (appSecret === '') return false;
  if (header === undefined || !/^sha256=[0-9a-f]{64}$/i.test(header)) return false;
  const expected = Buffer.from(signatureOf(appSecret, raw));
  const given = Buffer.from(`sha256=${header.slice(7).toLowerCase()}`);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export const WEBHOOK_STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;
export type WebhookStatus = (typeof WEBHOOK_STATUSES)[number];

const unixSeconds = z.string().regex(/^\d{1,12}$/);

const statusSchema = z.object({
  id: z.string().min(1),
  status: z.enum(WEBHOOK_STATUSES),
  timestamp: unixSeconds,
  recipient_id: z.string(),
  errors: z
    .array(z.object({ code: z.number().int(), title: z.string(), message: z.string().optional(), error_data: z.object({ details: z.string() }).optional() }))
    .optional(),
});

const inboundSchema = z.object({
  from: z.string().regex(/^\d{6,15}$/),
  id: z.string().min(1),
  timestamp: unixSeconds,
  type: z.string(),
  text: z.object({ body: z.string() }).optional(),
  button: z.object({ text: z.string() }).optional(),
  image: z.object({ caption: z.string().optional() }).optional(),
  document: z.object({ caption: z.string().optional(), filename: z.string().optional() }).optional(),
});

const contactSchema = z.object({ wa_id: z.string(), profile: z.object({ name: z.string() }).optional() });

const deliverySchema = z.object({
  object: z.string(),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          value: z.object({
            metadata: z.object({ phone_number_id: z.string() }).optional(),
            statuses: z.array(z.unknown()).optional(),
            messages: z.array(z.unknown()).optional(),
            contacts: z.array(z.unknown()).optional(),
          }),
        }),
      ),
    }),
  ),
});

export type StatusUpdate = {
  wamid: string;
  status: WebhookStatus;
  at: Date;
  /** `${wamid}:${status}:${timestamp}`: the same event delivered twice is recorded once. */
  eventKey: string;
  error: { code: number; title: string; details: string | null } | null;
};

export type InboundWhatsapp = {
  wamid: string;
  /** E.164, with its plus. */
  from: string;
  /** The sender's WhatsApp profile name, when Meta sends it. */
  name: string | null;
  text: string;
  at: Date;
};

export type WebhookEvents = { statuses: StatusUpdate[]; inbound: InboundWhatsapp[] };

/** What a message that is not text reads as in our log: its caption, or its kind. */
function inboundText(message: z.infer<typeof inboundSchema>): string {
  if (message.text) return message.text.body;
  if (message.button) return message.button.text;
  const caption = message.image?.caption ?? message.document?.caption ?? message.document?.filename;
  return caption ? `[${message.type}] ${caption}` : `[${message.type}]`;
}

/**
 * The statuses and inbound messages of a delivery for our number; anything else (malformed, or for
 * another number of the same Meta app) is left out.
 */
export function parseWebhook(payload: unknown, phoneNumberId: string): WebhookEvents {
  const events: WebhookEvents = { statuses: [], inbound: [] };
  const delivery = deliverySchema.safeParse(payload);
  if (!delivery.success || delivery.data.object !== 'whatsapp_business_account') return events;
  for (const change of delivery.data.entry.flatMap((entry) => entry.changes)) {
    if (change.value.metadata && change.value.metadata.phone_number_id !== phoneNumberId) continue;
    const names = new Map<string, string>();
    for (const item of change.value.contacts ?? []) {
      const contact = contactSchema.safeParse(item);
      if (contact.success && contact.data.profile) names.set(contact.data.wa_id, contact.data.profile.name);
    }
    for (const item of change.value.statuses ?? []) {
      const status = statusSchema.safeParse(item);
      if (!status.success) continue;
      const { id, status: name, timestamp, errors } = status.data;
      const first = errors?.[0];
      events.statuses.push({
        wamid: id,
        status: name,
        at: new Date(Number(timestamp) * 1000),
        eventKey: `${id}:${name}:${timestamp}`,
        error: first ? { code: first.code, title: first.title, details: first.error_data?.details ?? first.message ?? null } : null,
      });
    }
    for (const item of change.value.messages ?? []) {
      const message = inboundSchema.safeParse(item);
      if (!message.success) continue;
      events.inbound.push({ wamid: message.data.id, from: `+${message.data.from}`, name: names.get(message.data.from) ?? null, text: inboundText(message.data), at: new Date(Number(message.data.timestamp) * 1000) });
    }
  }
  return events;
}

// ---------------------------------------------------------------- deliveries as Meta sends them

type Metadata = { phoneNumberId: string; displayPhoneNumber: string };

function delivery(metadata: Metadata, value: Record<string, unknown>) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '0',
        changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata: { display_phone_number: metadata.displayPhoneNumber, phone_number_id: metadata.phoneNumberId }, ...value } }],
      },
    ],
  };
}

const seconds = (at: Date) => String(Math.floor(at.getTime() / 1000));

/** A status delivery for one message, as Meta sends it (the stand-in sends these; tests do too). */
export function statusDelivery(
  metadata: Metadata,
  status: { wamid: string; recipient: string; status: WebhookStatus; at: Date; error?: { code: number; title: string; details: string } },
): Record<string, unknown> {
  const error = status.error ? { errors: [{ code: status.error.code, title: status.error.title, message: status.error.title, error_data: { details: status.error.details } }] } : {};
  return delivery(metadata, {
    statuses: [{ id: status.wamid, status: status.status, timestamp: seconds(status.at), recipient_id: status.recipient.replace(/^\+/, ''), ...error }],
  });
}

/** A text message someone wrote to us, as Meta delivers it. */
export function inboundTextDelivery(metadata: Metadata, message: { wamid: string; from: string; name: string; text: string; at: Date }): Record<string, unknown> {
  const waId = message.from.replace(/^\+/, '');
  return delivery(metadata, {
    contacts: [{ profile: { name: message.name }, wa_id: waId }],
    messages: [{ from: waId, id: message.wamid, timestamp: seconds(message.at), type: 'text', text: { body: message.text } }],
  });
}
