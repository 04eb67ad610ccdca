import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import type { Config } from '../../config.ts';

/**
 * The WhatsApp Business Cloud API, over fetch: one call (`POST /{version}/{phone-number-id}/messages`)
 * with the exact body Meta documents, its answer and its errors read through Zod. The official SDK is
 * frozen (2023), so this is the whole client. Outside production with no WHATSAPP_API_URL the same
 * requests go to the app's own stand-in, which answers as Meta does.
 */

/** Meta's customer-service window: free text only this long after the customer last wrote. */
export const SERVICE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Where the stand-in serves the Graph API inside the app. */
export const STAND_IN_GRAPH_PREFIX = '/__fake/graph';

const textParameter = z.object({ type: z.literal('text'), text: z.string().min(1) });
const documentObject = z.object({ link: z.url({ protocol: /^https?$/ }), filename: z.string().min(1).optional(), caption: z.string().min(1).optional() });

const templateComponentSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('header'), parameters: z.array(z.object({ type: z.literal('document'), document: documentObject })).length(1) }),
  z.object({ type: z.literal('body'), parameters: z.array(textParameter).min(1) }),
  z.object({ type: z.literal('button'), sub_type: z.literal('url'), index: z.string().regex(/^\d$/), parameters: z.array(textParameter).length(1) }),
]);
export type CloudTemplateComponent = z.infer<typeof templateComponentSchema>;

const addressed = {
  messaging_product: z.literal('whatsapp'),
  recipient_type: z.literal('individual'),
  /** The number as digits: country code and number, no plus. */
  to: z.string().regex(/^[1-9]\d{7,14}$/),
};

/** The body of a send, as the Cloud API takes it (for the kinds we send: template, text, document). */
export const cloudMessageRequestSchema = z.discriminatedUnion('type', [
  z.object({
    ...addressed,
    type: z.literal('template'),
    template: z.object({ name: z.string().min(1), language: z.object({ code: z.string().min(2) }), components: z.array(templateComponentSchema).optional() }),
  }),
  z.object({ ...addressed, type: z.literal('text'), text: z.object({ body: z.string().min(1).max(4096), preview_url: z.boolean().optional() }) }),
  z.object({ ...addressed, type: z.literal('document'), document: documentObject }),
]);
export type CloudMessageRequest = z.infer<typeof cloudMessageRequestSchema>;

/** A 200: the message was accepted (not yet sent; `sent` comes by webhook). */
export const cloudSendAnswerSchema = z.object({
  messaging_product: z.literal('whatsapp'),
  contacts: z.array(z.object({ input: z.string(), wa_id: z.string() })),
  messages: z.array(z.object({ id: z.string().min(1), message_status: z.string().optional() })).min(1),
});
export type CloudSendAnswer = z.infer<typeof cloudSendAnswerSchema>;

/** Every Graph API error, whatever the status. */
export const graphErrorSchema = z.object({
  error: z.object({
    message: z.string(),
    type: z.string().optional(),
    code: z.number().int(),
    error_subcode: z.number().int().optional(),
    error_data: z.object({ messaging_product: z.string().optional(), details: z.string() }).optional(),
    fbtrace_id: z.string().optional(),
  }),
});
export type GraphError = z.infer<typeof graphErrorSchema>;

/**
 * Cloud API error codes we name for staff. Meta's error-code page is the reference; these are the
 * ones our sends meet.
 */
export const CLOUD_ERROR_REASONS: Readonly<Record<number, string>> = {
  190: 'The WhatsApp access token is invalid or has expired: set WHATSAPP_TOKEN again.',
  131026: 'WhatsApp could not deliver the message: the number may not be on WhatsApp, or cannot receive it.',
  131047: 'More than 24 hours have passed since the customer last wrote: only a template can be sent now.',
  132000: 'The template’s parameters do not match what WhatsApp approved.',
  132001: 'WhatsApp does not know this template in this language.',
};

/** Codes that say "not now" rather than "never": rate limits and Meta's own passing trouble. */
const TRANSIENT_CODES = new Set([1, 2, 4, 80007, 130429, 131048, 131056, 133004]);

/** A provider error readable by staff: our words for codes we know, else Meta's title and details. */
export function cloudErrorReason(code: number, title: string, details?: string): string {
  const known = CLOUD_ERROR_REASONS[code];
  if (known) return known;
  return details && details !== title ? `${title}: ${details}` : title;
}

/** What a send came to: accepted (with Meta's message id) or refused for good. */
export type CloudSendResult = { outcome: 'accepted'; wamid: string } | { outcome: 'refused'; code: string; reason: string };

/** A failure worth another try later: a network error, a 429 or 5xx, a rate limit. */
export class CloudApiUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CloudApiUnavailableError';
  }
}

export type CloudEndpoint = { messagesUrl: string; token: string };

/**
 * Sends one message. Answers accepted or refused (a 4xx the same request would meet again); throws
 * CloudApiUnavailableError when trying again later may work.
 */
export async function postCloudMessage(endpoint: CloudEndpoint, body: CloudMessageRequest, signal?: AbortSignal): Promise<CloudSendResult> {
  let response: Response;
  try {
    response = await fetch(endpoint.messagesUrl, {
      method: 'POST',
      headers: { authorization: `Bearer ${endpoint.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch (error) {
    throw new CloudApiUnavailableError(`The WhatsApp Cloud API could not be reached: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  const payload: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const answer = cloudSendAnswerSchema.safeParse(payload);
    if (!answer.success) throw new CloudApiUnavailableError(`The WhatsApp Cloud API answered ${response.status} without a message id.`);
    return { outcome: 'accepted', wamid: answer.data.messages[0]?.id ?? '' };
  }
  const error = graphErrorSchema.safeParse(payload);
  if (response.status === 429 || response.status >= 500 || !error.success || TRANSIENT_CODES.has(error.data.error.code)) {
    const said = error.success ? ` (${error.data.error.code}: ${error.data.error.message})` : '';
    throw new CloudApiUnavailableError(`The WhatsApp Cloud API answered ${response.status}${said}.`);
  }
  const { code, message, error_data: data } = error.data.error;
  return { outcome: 'refused', code: String(code), reason: cloudErrorReason(code, message, data?.details) };
}

/** The origin the stand-in listens on, per app (by its config): known once the app listens. */
const standInOrigins = new WeakMap<Config, string>();

export function rememberStandInOrigin(config: Config, origin: string): void {
  standInOrigins.set(config, origin);
}

/** `http://host:port` of a listening server, loopback for a wildcard address; null before it listens. */
export function listeningOrigin(address: AddressInfo | string | null): string | null {
  if (!address || typeof address === 'string') return null;
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/** Whether sends go to the in-app stand-in: outside production, with no WHATSAPP_API_URL. */
export function usesStandIn(config: Config): boolean {
  return config.whatsapp.apiUrl === null && config.env !== 'production';
}

/**
 * Where sends go: the configured Cloud API, or the app's own stand-in (at the address the app listens
 * on; a worker process, which has none, assumes the server on this host's PORT). Null in production
 * with no WHATSAPP_API_URL: WhatsApp is not set up.
 */
export function cloudEndpoint(config: Config): CloudEndpoint | null {
  const { apiUrl, graphVersion, phoneNumberId, token } = config.whatsapp;
  let base: string;
  if (apiUrl !== null) base = apiUrl.replace(/\/+$/, '');
  else if (usesStandIn(config)) base = `${standInOrigins.get(config) ?? `http://127.0.0.1:${config.port}`}${STAND_IN_GRAPH_PREFIX}`;
  else return null;
  return { messagesUrl: `${base}/${graphVersion}/${phoneNumberId}/messages`, token };
}
