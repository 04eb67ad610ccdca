import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { originOfAddress, rememberGatewayStandInOrigin, STAND_IN_GATEWAY_PREFIX, usesGatewayStandIn } from './gateway-client.ts';
import { createGatewayStandIn, type ApiAnswer } from './gateway-stand-in.service.ts';
import { renderMissingPage, renderPayPage } from './gateway-stand-in.template.ts';

const FORM_BODY_LIMIT_BYTES = 4 * 1024;
const PUBLIC = { access: 'public' } as const;
const API = `${STAND_IN_GATEWAY_PREFIX}/v1/payment_links`;
const PAGE = `${STAND_IN_GATEWAY_PREFIX}/i/:code`;

const idParams = z.object({ id: z.string().max(100) });
const codeParams = z.object({ code: z.string().max(40) });
const faultsField = z.string().max(100).optional();
const pageForm = z.object({ action: z.enum(['pay_full', 'pay_part', 'fail', 'expire']), amount: z.string().max(32).optional(), faults: faultsField });

const answer = (reply: FastifyReply, result: ApiAnswer) => reply.code(result.status).send(result.body);

/** The page's own policy: forms post here, or to the callback's origin after a payment; nothing else loads. */
function pageCsp(callbackOrigin: string | null): string {
  return ["default-src 'none'", "style-src 'unsafe-inline'", `form-action 'self'${callbackOrigin ? ` ${callbackOrigin}` : ''}`, "base-uri 'none'", "frame-ancestors 'none'"].join('; ');
}

/**
 * Razorpay's stand-in, served only outside production and only when no PAYMENT_GATEWAY_URL is set:
 * the Payment Links API (public, as Razorpay's is; it checks Basic auth itself) and the hosted pay
 * page each link's short_url opens (public: the customer has no account).
 */
export const gatewayStandInRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!usesGatewayStandIn(app.config)) return;
  const standIn = createGatewayStandIn({
    config: app.config,
    origin: () => originOfAddress(app.server.address()),
    onDeliveryError: (error) => app.log.warn({ err: error }, 'the gateway stand-in could not deliver a webhook'),
  });
  // Links are made from the address the app listens on, known only now.
  app.addHook('onListen', async () => {
    const origin = originOfAddress(app.server.address());
    if (origin !== null) rememberGatewayStandInOrigin(app.config, origin);
  });
  app.addHook('preClose', async () => standIn.close());
  // The pay page's forms are url-encoded; Fastify parses only JSON. Scoped to this plugin.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT_BYTES }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.post(API, { schema: { hide: true }, config: PUBLIC }, async (request, reply) => answer(reply, standIn.create(request.headers.authorization, request.body)));

  app.get(API, { schema: { hide: true, querystring: z.object({ reference_id: z.string().max(100).optional() }) }, config: PUBLIC }, async (request, reply) =>
    answer(reply, standIn.list(request.headers.authorization, request.query.reference_id)),
  );

  app.get(`${API}/:id`, { schema: { hide: true, params: idParams }, config: PUBLIC }, async (request, reply) => answer(reply, standIn.fetch(request.headers.authorization, request.params.id)));

  app.post(`${API}/:id/cancel`, { schema: { hide: true, params: idParams }, config: PUBLIC }, async (request, reply) =>
    answer(reply, await standIn.cancel(request.headers.authorization, request.params.id)),
  );

  const sendPage = (reply: FastifyReply, status: number, html: string, callbackOrigin: string | null = null) =>
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').header('content-security-policy', pageCsp(callbackOrigin)).send(html);

  app.get(PAGE, { schema: { hide: true, params: codeParams, querystring: z.object({ faults: faultsField }) }, config: PUBLIC }, async (request, reply) => {
    const link = standIn.page(request.params.code);
    if (!link) return sendPage(reply, 404, renderMissingPage());
    return sendPage(reply, 200, renderPayPage(link, { faults: request.query.faults, action: `${STAND_IN_GATEWAY_PREFIX}/i/${link.code}` }), link.callbackOrigin);
  });

  app.post(PAGE, { schema: { hide: true, params: codeParams, body: pageForm }, config: PUBLIC }, async (request, reply) => {
    const { action, amount, faults } = request.body;
    const outcome = await standIn.act(request.params.code, action, { amount, faults });
    if (outcome.kind === 'paid' && outcome.redirect) return reply.header('cache-control', 'no-store').redirect(outcome.redirect, 303);
    const link = standIn.page(request.params.code);
    if (!link) return sendPage(reply, 404, renderMissingPage());
    return sendPage(reply, outcome.kind === 'refused' ? 400 : 200, renderPayPage(link, { outcome, faults, action: `${STAND_IN_GATEWAY_PREFIX}/i/${link.code}` }), link.callbackOrigin);
  });
};
