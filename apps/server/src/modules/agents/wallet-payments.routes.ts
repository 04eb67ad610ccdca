import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AGENT_PATHS,
  bookingWalletResponseSchema,
  errorResponseSchema,
  idParamsSchema,
  walletPayRequestSchema,
  walletPayResponseSchema,
  walletReturnRequestSchema,
  walletWriteResponseSchema,
} from '@ua/contracts';
import { serviceContext } from '../../plugins/auth.ts';
import { bookingWallet, payFromWallet, returnToWallet } from './wallet-payments.service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const RECORD = { access: { label: 'payments.record' } } as const;
const tags = ['wallet'];

/** Paying a booking's dues from its agent's wallet, and giving wallet payments back to it. */
export const walletPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    AGENT_PATHS.bookingWallet(':id'),
    {
      schema: { tags, summary: "The agent of a booking's trip and its wallet (none when no agent brought it)", params: idParamsSchema, response: { 200: bookingWalletResponseSchema, ...errors } },
      config: { access: { anyLabel: ['payments.view', 'wallet.view'] } },
    },
    async (request) => bookingWallet(app.db, request.params.id),
  );

  app.post(
    AGENT_PATHS.walletPay(':id'),
    {
      schema: {
        tags,
        summary: "Pay a booking's dues from its agent's wallet: the payment and the ledger's debit in one transaction (idempotency key; held to the credit limit)",
        params: idParamsSchema,
        body: walletPayRequestSchema,
        response: { 200: walletPayResponseSchema, 201: walletPayResponseSchema, ...errors },
      },
      config: RECORD,
    },
    async (request, reply) => {
      const answer = await payFromWallet(serviceContext(app.db, request), request.params.id, request.body);
      return reply.code(answer.replayed ? 200 : 201).send(answer);
    },
  );

  app.post(
    AGENT_PATHS.walletReturn(':id'),
    {
      schema: {
        tags,
        summary: 'Give part or all of a wallet payment back to the wallet: a refund note and the ledger credit in one transaction',
        params: idParamsSchema,
        body: walletReturnRequestSchema,
        response: { 200: walletWriteResponseSchema, 201: walletWriteResponseSchema, ...errors },
      },
      config: RECORD,
    },
    async (request, reply) => {
      const answer = await returnToWallet(serviceContext(app.db, request), request.params.id, request.body);
      return reply.code(answer.replayed ? 200 : 201).send(answer);
    },
  );
};
