import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAYMENT_PATHS, errorResponseSchema, idParamsSchema, linkCreateRequestSchema, linkListPageSchema, linkListQuerySchema, paymentLinkSchema } from '@ua/contracts';
import { offsetOf, pageResponse } from '../../lib/pagination.ts';
import { serviceContext } from '../../plugins/auth.ts';
import { gatewayOf } from './gateway-client.ts';
import { cancelLink, createLink, linkAnswer, refreshLink } from './links.service.ts';
import { listLinks } from './payment-lists.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  502: errorResponseSchema,
  503: errorResponseSchema,
};
const VIEW = { access: { label: 'payments.view' } } as const;
const RECORD = { access: { label: 'payments.record' } } as const;
const tags = ['payments'];

/**
 * Payment links: each call answers the link as it now stands (PaymentLink); the booking's money,
 * with its dues and payments, is read again from due-payment-data.
 */
export const paymentLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PAYMENT_PATHS.linkGenerator,
    {
      schema: {
        tags,
        summary: 'The payment links of every booking, newest first, each with its booking and due: filter by status and booking; with the sums of every link matched (amount, and what is still to pay)',
        querystring: linkListQuerySchema,
        response: { 200: linkListPageSchema, ...errors },
      },
      config: VIEW,
    },
    async (request) => {
      const { page, page_size: pageSize, status: statuses, booking } = request.query;
      const found = await listLinks(app.db, { statuses, bookingId: booking }, pageSize, offsetOf(page, pageSize));
      return { ...pageResponse(request.url, page, pageSize, found), totals: found.totals };
    },
  );

  app.post(
    PAYMENT_PATHS.linkGenerator,
    {
      schema: {
        tags,
        summary:
          "Make a gateway payment link for a due's open amount or a part of it (never more), open for expire_in_days; an open link of the due is cancelled at the gateway first, a partly paid one cannot be (409). Answers the link: 201, or 200 with the link the same idempotency key made. 502 when the gateway refuses or cannot be reached (the link is kept as failed, with the reason); 503 when no gateway is set up",
        body: linkCreateRequestSchema,
        response: { 200: paymentLinkSchema, 201: paymentLinkSchema, ...errors },
      },
      config: RECORD,
    },
    async (request, reply) => {
      const outcome = await createLink(serviceContext(app.db, request), gatewayOf(app.config), request.body);
      return reply.code(outcome.created ? 201 : 200).send(await linkAnswer(app.db, outcome.link));
    },
  );

  app.post(
    PAYMENT_PATHS.cancelLink(':id'),
    {
      schema: { tags, summary: 'Cancel an open link nobody has paid yet, at the gateway and here; answers the link. Partly paid, paid or ended links: 409', params: idParamsSchema, response: { 200: paymentLinkSchema, ...errors } },
      config: RECORD,
    },
    async (request) => linkAnswer(app.db, await cancelLink(serviceContext(app.db, request), gatewayOf(app.config), request.params.id)),
  );

  app.post(
    PAYMENT_PATHS.refreshPayment(':id'),
    {
      schema: {
        tags,
        summary: "Fetch the link's state from the gateway and apply it: every captured payment not yet recorded is recorded and allocated, and the status moves forward (for a lost webhook). Answers the link",
        params: idParamsSchema,
        response: { 200: paymentLinkSchema, ...errors },
      },
      config: RECORD,
    },
    async (request) => linkAnswer(app.db, await refreshLink(serviceContext(app.db, request), gatewayOf(app.config), request.params.id)),
  );
};
