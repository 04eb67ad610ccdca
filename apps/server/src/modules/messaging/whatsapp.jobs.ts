import { z } from 'zod';
import type { Config } from '../../config.ts';
import { defineJob, type AnyJobDefinition, type JobContext } from '../../core/jobs/define-job.ts';
import { DEFAULT_MAX_ATTEMPTS } from '../../core/jobs/enqueue.ts';
import type { Db } from '../../db/client.ts';
import { getMessageRow, recordStatus, SEND_JOB_NAMES, setProviderId, type MessageRow } from './message-log.service.ts';
import { cloudEndpoint, postCloudMessage, type CloudMessageRequest, type CloudSendResult, type CloudTemplateComponent } from './whatsapp-client.ts';
import { findWhatsappTemplate } from './whatsapp-templates.ts';

/** One attempt's limit: well under the runner's lease, long enough for a slow Graph API answer. */
const SEND_TIMEOUT_MS = 30_000;

const extraSchema = z.object({ document: z.object({ link: z.string(), filename: z.string() }).optional() });

/** Why a stored message cannot be turned into a request (its template is no longer registered). */
class UnsendableMessage extends Error {}

/**
 * The Cloud API request for a queued message, exactly as Meta documents it: a template with its
 * header document, body parameters in placeholder order and the URL button's suffix; or free text
 * (a document with the text as its caption, when a PDF goes with it).
 */
export function cloudRequestOf(message: MessageRow): CloudMessageRequest {
  const addressed = { messaging_product: 'whatsapp', recipient_type: 'individual', to: message.toAddress.replace(/^\+/, '') } as const;
  const { document } = extraSchema.parse(message.extra);
  if (message.template === null) {
    if (document) return { ...addressed, type: 'document', document: { link: document.link, filename: document.filename, ...(message.bodyText ? { caption: message.bodyText } : {}) } };
    return { ...addressed, type: 'text', text: { body: message.bodyText } };
  }
  const template = findWhatsappTemplate(message.template);
  if (!template) throw new UnsendableMessage(`The template “${message.template}” is no longer registered.`);
  const value = (name: string) => message.parameters[name] ?? '';
  const components: CloudTemplateComponent[] = [];
  if (template.document && document) components.push({ type: 'header', parameters: [{ type: 'document', document: { link: document.link, filename: document.filename } }] });
  if (template.bodyParameters.length > 0) components.push({ type: 'body', parameters: template.bodyParameters.map((name) => ({ type: 'text', text: value(name) })) });
  const suffix = template.button?.suffix(value(template.button.from));
  if (suffix) components.push({ type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: suffix }] });
  return { ...addressed, type: 'template', template: { name: template.name, language: { code: message.templateLanguage ?? template.language }, ...(components.length > 0 ? { components } : {}) } };
}

async function settle(db: Db, messageId: number, result: CloudSendResult): Promise<void> {
  await db.transaction(async (tx) => {
    // Accepted is not sent: Meta says `sent` by webhook, and the status moves then.
    if (result.outcome === 'accepted') await setProviderId(tx, messageId, result.wamid);
    else await recordStatus(tx, messageId, 'failed', { errorCode: result.code, errorMessage: result.reason });
  });
}

/**
 * The `messaging.send-whatsapp` job. A refusal (4xx with Meta's code) ends the message as `failed`
 * with a readable reason; no answer, a 429 or a 5xx throws so the runner tries again with backoff,
 * and the last attempt also marks it `failed`. A message already handed over (it has Meta's id) or
 * ended is never sent again.
 */
export async function deliverQueuedWhatsapp(config: Config, job: JobContext<{ messageId: number }>, maxAttempts: number): Promise<void> {
  const row = await getMessageRow(job.db, job.payload.messageId);
  if (!row || row.channel !== 'whatsapp' || row.direction !== 'out' || row.status !== 'queued' || row.providerId !== null) return;
  const endpoint = cloudEndpoint(config);
  if (!endpoint) return settle(job.db, row.id, { outcome: 'refused', code: 'messaging.channel_unconfigured', reason: 'WhatsApp is not set up on this server (no WHATSAPP_API_URL).' });
  let request: CloudMessageRequest;
  try {
    request = cloudRequestOf(row);
  } catch (error) {
    if (!(error instanceof UnsendableMessage)) throw error;
    return settle(job.db, row.id, { outcome: 'refused', code: 'template_unknown', reason: error.message });
  }
  let result: CloudSendResult;
  try {
    result = await postCloudMessage(endpoint, request, job.signal);
  } catch (error) {
    if (job.attempt >= maxAttempts) {
      const reason = `Gave up after ${job.attempt} attempts: ${error instanceof Error ? error.message : String(error)}`;
      await settle(job.db, row.id, { outcome: 'refused', code: 'unavailable', reason });
    }
    throw error;
  }
  await settle(job.db, row.id, result);
}

/** The job that carries a queued WhatsApp message to the Cloud API (or the stand-in). */
export function whatsappJobs(config: Config): AnyJobDefinition[] {
  const maxAttempts = DEFAULT_MAX_ATTEMPTS;
  return [defineJob(SEND_JOB_NAMES.whatsapp, z.object({ messageId: z.number().int().positive() }), (job) => deliverQueuedWhatsapp(config, job, maxAttempts), { maxAttempts, timeoutMs: SEND_TIMEOUT_MS })];
}
