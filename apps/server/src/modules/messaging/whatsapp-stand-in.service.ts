import { randomBytes } from 'node:crypto';
import { MESSAGING_PATHS, type DevWhatsappPhoneList } from '@ua/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { cloudMessageRequestSchema, SERVICE_WINDOW_MS, type CloudMessageRequest, type CloudSendAnswer, type GraphError } from './whatsapp-client.ts';
import { insertPhoneMessage, lastWrittenByPhone, latestPhoneMessages, type PhoneMessageRow } from './whatsapp-stand-in.repository.ts';
import { findWhatsappTemplate } from './whatsapp-templates.ts';
import { inboundTextDelivery, signatureOf, SIGNATURE_HEADER, statusDelivery, type WebhookStatus } from './whatsapp-webhook.ts';

/**
 * The WhatsApp Cloud API's stand-in, outside production: it checks a send as Meta does for what we
 * send (token, phone number id, body, template and parameter count, the 24-hour window), answers
 * the same shapes and codes, keeps what each phone received, then reports `sent`, `delivered`,
 * `read` (or `failed`) to the app's webhook, signed with the app secret, as Meta would. A number
 * ending in 0000 cannot receive WhatsApp, so failures can be shown.
 */

/** The pause before each status the stand-in reports: long enough to see the ticks move. */
export const STATUS_STEP_MS = 300;
const UNDELIVERABLE_SUFFIX = '0000';
const PHONE_HISTORY_LIMIT = 1000;

export type StandInAnswer = { status: 200; body: CloudSendAnswer } | { status: 400 | 401 | 404; body: GraphError };

export type StandInOptions = {
  db: Db;
  config: Config;
  /** Where the app listens (its webhook is there); null before it listens. */
  origin(): string | null;
  /** A status report that could not be delivered: logged, never thrown (it runs on a timer). */
  onDeliveryError(error: unknown): void;
};

export type WhatsappStandIn = {
  /** `POST /{version}/{phone-number-id}/messages`, as the Cloud API. */
  send(authorization: string | undefined, phoneNumberId: string, body: unknown): Promise<StandInAnswer>;
  phones(): Promise<DevWhatsappPhoneList>;
  /** The phone answers: stored on the phone, then delivered to the app's webhook as Meta would. */
  reply(from: string, text: string): Promise<PhoneMessageRow>;
  /** Stops reporting: pending statuses are dropped (the app is closing). */
  close(): void;
};

const newWamid = () => `wamid.${randomBytes(24).toString('base64url')}`;
const traceId = () => randomBytes(9).toString('base64url');

function graphError(status: 400 | 401 | 404, code: number, message: string, details?: string, extra: { type?: string; error_subcode?: number } = {}): StandInAnswer {
  const data = details === undefined ? {} : { error_data: { messaging_product: 'whatsapp', details } };
  return { status, body: { error: { message, type: extra.type ?? 'OAuthException', code, ...(extra.error_subcode === undefined ? {} : { error_subcode: extra.error_subcode }), ...data, fbtrace_id: traceId() } } };
}

const parameterMismatch = (details: string) => graphError(400, 132000, '(#132000) Number of parameters does not match the expected number of params', details);

/** A template send checked against the registry (Meta's approved list); null when it passes. */
function templateRefusal(message: Extract<CloudMessageRequest, { type: 'template' }>): StandInAnswer | null {
  const { name, language, components = [] } = message.template;
  const template = findWhatsappTemplate(name);
  if (!template || template.language !== language.code) {
    return graphError(404, 132001, '(#132001) Template name does not exist in the translation', `template name (${name}) does not exist in ${language.code}`);
  }
  const count = (type: string) => components.filter((component) => component.type === type).reduce((sum, component) => sum + component.parameters.length, 0);
  const body = count('body');
  if (body !== template.bodyParameters.length) return parameterMismatch(`body: number of localizable_params (${body}) does not match the expected number of params (${template.bodyParameters.length})`);
  if (count('header') !== (template.document ? 1 : 0)) return parameterMismatch(`header: the template ${template.document ? 'needs a document' : 'has no header'}`);
  if (count('button') !== (template.button ? 1 : 0)) return parameterMismatch(`buttons: the template ${template.button ? 'needs the URL button’s parameter' : 'has no button'}`);
  return null;
}

/** What the phone shows: the template's body filled in, or the text, or the document. */
function phoneText(message: CloudMessageRequest): string {
  if (message.type === 'text') return message.text.body;
  if (message.type === 'document') return [`[document] ${message.document.filename ?? message.document.link}`, message.document.caption].filter(Boolean).join('\n');
  const template = findWhatsappTemplate(message.template.name);
  const components = message.template.components ?? [];
  const values = components.find((component) => component.type === 'body')?.parameters.map((parameter) => parameter.text) ?? [];
  const body = (template?.body ?? '').replace(/\{\{(\d+)\}\}/g, (placeholder, number: string) => values[Number(number) - 1] ?? placeholder);
  const header = components.find((component) => component.type === 'header')?.parameters[0]?.document;
  const button = template?.button ? `\n[${template.button.text}]` : '';
  return `${header ? `[document] ${header.filename ?? header.link}\n` : ''}${body}${button}`;
}

export function createWhatsappStandIn(options: StandInOptions): WhatsappStandIn {
  const { db, config } = options;
  const metadata = { phoneNumberId: config.whatsapp.phoneNumberId, displayPhoneNumber: '15550000000' };
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;

  async function deliver(payload: Record<string, unknown>): Promise<void> {
    const origin = options.origin();
    if (origin === null) throw new AppError('unavailable', 'The WhatsApp stand-in cannot reach the app: it is not listening yet.');
    const raw = JSON.stringify(payload);
    const response = await fetch(`${origin}${MESSAGING_PATHS.whatsappWebhook}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signatureOf(config.whatsapp.appSecret, raw) },
      body: raw,
    });
    if (!response.ok) throw new Error(`The app's webhook answered ${response.status}.`);
  }

  /** Reports each status after a pause, one after another, as a phone would move through them. */
  function report(wamid: string, phone: string, steps: readonly WebhookStatus[]): void {
    const [status, ...rest] = steps;
    if (status === undefined || closed) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (closed) return;
      const error = status === 'failed' ? { code: 131026, title: 'Message undeliverable', details: 'Message Undeliverable.' } : undefined;
      deliver(statusDelivery(metadata, { wamid, recipient: phone, status, at: new Date(), ...(error ? { error } : {}) })).then(
        () => report(wamid, phone, rest),
        (failure: unknown) => options.onDeliveryError(failure),
      );
    }, STATUS_STEP_MS);
    timer.unref();
    timers.add(timer);
  }

  return {
    async send(authorization, phoneNumberId, body) {
      if (authorization !== `Bearer ${config.whatsapp.token}`) return graphError(401, 190, 'Invalid OAuth access token - Cannot parse access token');
      if (phoneNumberId !== config.whatsapp.phoneNumberId) {
        return graphError(400, 100, `Unsupported post request. Object with ID '${phoneNumberId}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`, undefined, { type: 'GraphMethodException', error_subcode: 33 });
      }
      const parsed = cloudMessageRequestSchema.safeParse(body);
      if (!parsed.success) return graphError(400, 100, '(#100) Invalid parameter', parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
      const message = parsed.data;
      const phone = `+${message.to}`;
      if (message.type === 'template') {
        const refusal = templateRefusal(message);
        if (refusal) return refusal;
      } else {
        const last = await lastWrittenByPhone(db, phone);
        if (last === null || Date.now() - last.getTime() >= SERVICE_WINDOW_MS) {
          return graphError(400, 131047, '(#131047) Re-engagement message', 'Message failed to send because more than 24 hours have passed since the customer last replied to this number.');
        }
      }
      const wamid = newWamid();
      await insertPhoneMessage(db, { phone, direction: 'out', wamid, payload: message, text: phoneText(message) });
      report(wamid, phone, message.to.endsWith(UNDELIVERABLE_SUFFIX) ? ['failed'] : ['sent', 'delivered', 'read']);
      return { status: 200, body: { messaging_product: 'whatsapp', contacts: [{ input: message.to, wa_id: message.to }], messages: [{ id: wamid }] } };
    },

    async phones() {
      const rows = await latestPhoneMessages(db, PHONE_HISTORY_LIMIT);
      const byPhone = new Map<string, DevWhatsappPhoneList['results'][number]>();
      // Newest first: a phone's first row decides its place in the list; its messages are then put oldest first.
      for (const row of rows) {
        const conversation = byPhone.get(row.phone) ?? { phone: row.phone, messages: [] };
        conversation.messages.unshift({ id: row.id, direction: row.direction, wamid: row.wamid, text: row.text, at: row.createdAt.toISOString() });
        byPhone.set(row.phone, conversation);
      }
      return { results: [...byPhone.values()] };
    },

    async reply(from, text) {
      const wamid = newWamid();
      const delivery = inboundTextDelivery(metadata, { wamid, from, name: 'Stand-in phone', text, at: new Date() });
      const row = await insertPhoneMessage(db, { phone: from, direction: 'in', wamid, payload: delivery, text });
      await deliver(delivery);
      return row;
    },

    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
