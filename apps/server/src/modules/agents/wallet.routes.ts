import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AGENT_PATHS,
  errorResponseSchema,
  idParamsSchema,
  walletAdjustmentRequestSchema,
  walletEntryPageSchema,
  walletEntryParamsSchema,
  walletEntryQuerySchema,
  walletReversalRequestSchema,
  walletSummarySchema,
  walletWriteResponseSchema,
} from '@ua/contracts';
import { serviceContext } from '../../plugins/auth.ts';
import { offsetOf, pageResponse } from '../../lib/pagination.ts';
import { adjustWallet, requireWalletAgent, reverseEntry, walletEntriesPage, walletSummary } from './wallet.service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const VIEW = { access: { label: 'wallet.view' } } as const;
const ADJUST = { access: { label: 'wallet.adjust' } } as const;
const tags = ['wallet'];

/** The agents' wallets: balance, the ledger with running balance, corrections and reversals. */
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    AGENT_PATHS.wallet(':id'),
    { schema: { tags, summary: "An agent's wallet: balance, credit limit, available funds, pending top-ups, commission earned", params: idParamsSchema, response: { 200: walletSummarySchema, ...errors } }, config: VIEW },
    async (request) => {
      await requireWalletAgent(app.db, request.params.id);
      return walletSummary(app.db, request.params.id);
    },
  );

  app.get(
    AGENT_PATHS.walletEntries(':id'),
    {
      schema: { tags, summary: "An agent's ledger, newest first, each entry with the balance after it", params: idParamsSchema, querystring: walletEntryQuerySchema, response: { 200: walletEntryPageSchema, ...errors } },
      config: VIEW,
    },
    async (request) => {
      const { page, page_size: pageSize, type } = request.query;
      return pageResponse(request.url, page, pageSize, await walletEntriesPage(app.db, request.params.id, type, pageSize, offsetOf(page, pageSize)));
    },
  );

  app.post(
    AGENT_PATHS.walletAdjust(':id'),
    {
      schema: { tags, summary: 'A correction either way, with a reason (idempotency key; a debit is held to the credit limit)', params: idParamsSchema, body: walletAdjustmentRequestSchema, response: { 200: walletWriteResponseSchema, 201: walletWriteResponseSchema, ...errors } },
      config: ADJUST,
    },
    async (request, reply) => {
      const answer = await adjustWallet(serviceContext(app.db, request), request.params.id, request.body);
      return reply.code(answer.replayed ? 200 : 201).send(answer);
    },
  );

  app.post(
    AGENT_PATHS.walletReverse(':id', ':entryId'),
    {
      schema: {
        tags,
        summary: 'Reverse an entry by its opposite amount, once, with a reason',
        params: walletEntryParamsSchema,
        body: walletReversalRequestSchema,
        response: { 200: walletWriteResponseSchema, 201: walletWriteResponseSchema, ...errors },
      },
      config: ADJUST,
    },
    async (request, reply) => {
      const answer = await reverseEntry(serviceContext(app.db, request), request.params.id, request.params.entryId, request.body);
      return reply.code(answer.replayed ? 200 : 201).send(answer);
    },
  );
};
