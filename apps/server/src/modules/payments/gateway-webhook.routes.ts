import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAYMENT_PATHS, errorResponseSchema } from '@ua/contracts';
import { AppError, unauthenticated } from '../../lib/errors.ts';
import { WEBHOOK_EVENT_ID_HEADER, WEBHOOK_SIGNATURE_HEADER, webhookSignatureMatches } from './gateway-client.ts';
import { receiveGatewayWebhook } from './gateway-webhook.service.ts';

const missingSignature = () => unauthenticated('The webhook delivery carries no X-Razorpay-Signature.');

/** What the parser hands the handler: the JSON, and the raw body's digest (the event id when no header names one). */
type SignedDelivery = { payload: unknown; digest: string };

const EVENT_ID = /^[A-Za-z0-9_.:-]{1,100}$/;

/**
 * The gateway's webhook, in a scope of its own: every body arrives as raw bytes here, whatever its
 * content type, and its signature (hex HMAC-SHA256 of exactly those bytes, keyed by the webhook
 * secret) is checked in constant time before anything is parsed. Missing: 401; wrong: 400; no body
 * at all: 401. Nothing is written for a refused delivery.
 */
export const gatewayWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.config.gateway.webhookSecret;
  const signed = new WeakSet<FastifyRequest>();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (request, raw, done) => {
    const header = request.headers[WEBHOOK_SIGNATURE_HEADER];
    const signature = typeof header === 'string' ? header : undefined;
    if (signature === undefined) return done(missingSignature(), undefined);
    const body = raw as Buffer;
    if (!webhookSignatureMatches(secret, body, signature)) return done(new AppError('bad_request', 'The webhook delivery’s signature does not match.'), undefined);
    signed.add(request);
    try {
      const delivery: SignedDelivery = { payload: JSON.parse(body.toString('utf8')), digest: createHash('sha256').update(body).digest('hex') };
      done(null, delivery);
    } catch {
      done(new AppError('bad_request', 'The webhook delivery is not JSON.'), undefined);
    }
  });
  // A POST with no body is never parsed, so never signed.
  app.addHook('preValidation', async (request) => {
    if (!signed.has(request)) throw missingSignature();
  });

  app.post(
    PAYMENT_PATHS.gatewayWebhook,
    {
      schema: {
        tags: ['payments'],
        summary:
          'The payment gateway reports payment_link.paid, partially_paid, expired and cancelled; signed with the webhook secret (X-Razorpay-Signature, over the raw body). Each event id is recorded once and answered 200 at once; a job applies it',
        response: { 200: z.object({ received: z.literal(true) }), 400: errorResponseSchema, 401: errorResponseSchema },
      },
      config: { access: 'public' },
    },
    async (request) => {
      const delivery = request.body as SignedDelivery;
      const header = request.headers[WEBHOOK_EVENT_ID_HEADER];
      const eventId = typeof header === 'string' && EVENT_ID.test(header) ? header : `body:${delivery.digest}`;
      await receiveGatewayWebhook(app.db, { payload: delivery.payload, eventId });
      return { received: true as const };
    },
  );
};
