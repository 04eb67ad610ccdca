import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGING_PATHS, errorResponseSchema, messageListQuerySchema, messagePageSchema, messageSchema, whatsappSendRequestSchema } from '@ua/contracts';
import { AppError, forbidden, unauthenticated } from '../../lib/errors.ts';
import { offsetOf, pageResponse } from '../../lib/pagination.ts';
import { actorOf, serviceContext } from '../../plugins/auth.ts';
import { listRecordMessages } from './messages.service.ts';
import { parseWebhook, SIGNATURE_HEADER, signatureMatches } from './whatsapp-webhook.ts';
import { applyWebhookEvents } from './whatsapp-webhook.service.ts';
import { sendWhatsappMessage } from './whatsapp.service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const writeErrors = { ...errors, 409: errorResponseSchema, 503: errorResponseSchema };
/** The record's own view label is checked by the service: which one depends on the query. */
const READ = { access: { anyLabel: ['itineraries.view', 'bookings.view', 'suppliers.view', 'system.operate'] } } as const;
const SEND = { access: { label: 'messaging.send' } } as const;
/** Meta calls the webhook: it proves itself by the verify token (GET) and the signature (POST). */
const META = { access: 'public' } as const;
const tags = ['messaging'];

const verifyQuerySchema = z.object({
  'hub.mode': z.string().max(100).optional(),
  'hub.verify_token': z.string().max(500).optional(),
  'hub.challenge': z.string().max(500).optional(),
});

const missingSignature = () => unauthenticated('The webhook delivery carries no X-Hub-Signature-256.');

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The webhook's deliveries, in a scope of their own: every body arrives as raw bytes here, whatever
 * its content type, so the signature is checked over exactly what Meta signed before anything is
 * parsed. A bad or missing signature (no body at all included) is refused before the handler runs,
 * and nothing changes.
 */
const webhookDeliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const appSecret = app.config.whatsapp.appSecret;
  const signed = new WeakSet<FastifyRequest>();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (request, raw, done) => {
    const header = request.headers[SIGNATURE_HEADER];
    const signature = typeof header === 'string' ? header : undefined;
    if (signature === undefined) return done(missingSignature(), undefined);
    if (!signatureMatches(appSecret, raw as Buffer, signature)) return done(forbidden('The webhook delivery’s signature does not match.'), undefined);
    signed.add(request);
    try {
      done(null, JSON.parse((raw as Buffer).toString('utf8')));
    } catch {
      done(new AppError('bad_request', 'The webhook delivery is not JSON.'), undefined);
    }
  });
  // A POST with no body is never parsed, so never signed.
  app.addHook('preValidation', async (request) => {
    if (!signed.has(request)) throw missingSignature();
  });

  app.post(
    MESSAGING_PATHS.whatsappWebhook,
    {
      schema: {
        tags,
        summary: 'The Cloud API delivers statuses of our messages and messages written to us; signed with the app secret (X-Hub-Signature-256). 200 to every signed delivery',
        response: { 200: z.object({ received: z.literal(true) }), 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
      config: META,
    },
    async (request) => {
      await applyWebhookEvents(app.db, app.config, parseWebhook(request.body, app.config.whatsapp.phoneNumberId));
      return { received: true as const };
    },
  );
};

/** WhatsApp about a record (send, list), and the Cloud API's webhook. */
export const whatsappRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    MESSAGING_PATHS.whatsappMessageAction,
    {
      schema: { tags, summary: "A record's WhatsApp messages, newest first, each with its status history (the record's view label)", querystring: messageListQuerySchema, response: { 200: messagePageSchema, ...errors } },
      config: READ,
    },
    async (request) => {
      const { record_type: recordType, record_id: recordId, page, page_size: pageSize } = request.query;
      const found = await listRecordMessages(app.db, actorOf(request), 'whatsapp', { recordType, recordId, limit: pageSize, offset: offsetOf(page, pageSize) });
      return pageResponse(request.url, page, pageSize, found);
    },
  );

  app.post(
    MESSAGING_PATHS.whatsappMessageAction,
    {
      schema: {
        tags,
        summary:
          "WhatsApp the record's customer (or supplier): a registered template, checked against it, or free text within 24 hours of their last message (else 409); queued, then sent by the outbox; the same idempotency key twice sends once",
        body: whatsappSendRequestSchema,
        response: { 201: messageSchema, ...writeErrors },
      },
      config: SEND,
    },
    async (request, reply) => reply.code(201).send(await sendWhatsappMessage(serviceContext(app.db, request), app.config, request.body)),
  );

  app.get(
    MESSAGING_PATHS.whatsappWebhook,
    {
      schema: { tags, summary: "Meta's verification of the webhook: answers hub.challenge when hub.verify_token is ours, else 403", querystring: verifyQuerySchema, response: { 200: z.string(), 403: errorResponseSchema } },
      config: META,
    },
    async (request, reply) => {
      const query = request.query;
      const token = query['hub.verify_token'];
      const expected = app.config.whatsapp.verifyToken;
      if (query['hub.mode'] !== 'subscribe' || token === undefined || expected === '' || !sameSecret(token, expected)) throw forbidden('The webhook verification token does not match.');
      return reply.type('text/plain; charset=utf-8').send(query['hub.challenge'] ?? '');
    },
  );

  await app.register(webhookDeliveryRoutes);
};
