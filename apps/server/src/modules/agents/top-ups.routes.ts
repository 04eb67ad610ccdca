import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AGENT_PATHS, errorResponseSchema, idParamsSchema, topUpListQuerySchema, topUpPageSchema, topUpRejectRequestSchema, topUpRequestSchema, topUpWriteResponseSchema } from '@ua/contracts';
import { serviceContext } from '../../plugins/auth.ts';
import { offsetOf, pageResponse } from '../../lib/pagination.ts';
import { agentTopUpsPage, approveTopUp, recordTopUp, rejectTopUp, topUpQueuePage } from './top-ups.service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const VIEW = { access: { label: 'wallet.view' } } as const;
/** Who takes the agent's money in: accounts (wallet.adjust) or the desk that records payments. */
const RECORD = { access: { anyLabel: ['wallet.adjust', 'payments.record'] } } as const;
const ADJUST = { access: { label: 'wallet.adjust' } } as const;
const tags = ['wallet'];

/** Top-up requests: recorded by one person, approved by another. */
export const topUpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    AGENT_PATHS.walletTopUps(':id'),
    {
      schema: { tags, summary: "An agent's top-up requests, newest first, of every status unless some are chosen", params: idParamsSchema, querystring: topUpListQuerySchema, response: { 200: topUpPageSchema, ...errors } },
      config: VIEW,
    },
    async (request) => {
      const { page, page_size: pageSize, status } = request.query;
      return pageResponse(request.url, page, pageSize, await agentTopUpsPage(app.db, request.params.id, status, pageSize, offsetOf(page, pageSize)));
    },
  );

  app.post(
    AGENT_PATHS.walletTopUps(':id'),
    {
      schema: {
        tags,
        summary: "Record an agent's transfer as a top-up request awaiting approval (idempotency key)",
        params: idParamsSchema,
        body: topUpRequestSchema,
        response: { 200: topUpWriteResponseSchema, 201: topUpWriteResponseSchema, ...errors },
      },
      config: RECORD,
    },
    async (request, reply) => {
      const answer = await recordTopUp(serviceContext(app.db, request), request.params.id, request.body);
      return reply.code(answer.replayed ? 200 : 201).send(answer);
    },
  );

  app.get(
    AGENT_PATHS.topUps,
    { schema: { tags, summary: 'The approvals queue: top-up requests of every agent, pending unless other statuses are chosen', querystring: topUpListQuerySchema, response: { 200: topUpPageSchema, ...errors } }, config: VIEW },
    async (request) => {
      const { page, page_size: pageSize, status, agent } = request.query;
      return pageResponse(request.url, page, pageSize, await topUpQueuePage(app.db, { statuses: status, agentId: agent }, pageSize, offsetOf(page, pageSize)));
    },
  );

  app.post(
    AGENT_PATHS.approveTopUp(':id'),
    { schema: { tags, summary: 'Approve a pending top-up request, crediting the wallet (not by who recorded it)', params: idParamsSchema, response: { 200: topUpWriteResponseSchema, ...errors } }, config: ADJUST },
    async (request) => approveTopUp(serviceContext(app.db, request), request.params.id),
  );

  app.post(
    AGENT_PATHS.rejectTopUp(':id'),
    { schema: { tags, summary: 'Reject a pending top-up request, with why (its recorder may withdraw it so)', params: idParamsSchema, body: topUpRejectRequestSchema, response: { 200: topUpWriteResponseSchema, ...errors } }, config: ADJUST },
    async (request) => rejectTopUp(serviceContext(app.db, request), request.params.id, request.body),
  );
};
