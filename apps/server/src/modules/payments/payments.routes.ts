import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PAYMENT_PATHS,
  accountsDuesQuerySchema,
  accountsDuesSchema,
  bookingMoneySchema,
  errorResponseSchema,
  idParamsSchema,
  paymentListPageSchema,
  paymentListQuerySchema,
  paymentRecordRequestSchema,
  paymentRecordedSchema,
  planRequestSchema,
  refundRequestSchema,
  reverseRequestSchema,
  waiveRequestSchema,
  type BookingMoney,
  type Payment,
} from '@ua/contracts';
import { offsetOf, pageResponse } from '../../lib/pagination.ts';
import { requireActor, serviceContext } from '../../plugins/auth.ts';
import { accountsDues } from './accounts.service.ts';
import { bookingMoney } from './money-view.ts';
import { listPayments } from './payment-lists.service.ts';
import { setPlan, waiveDue } from './plan.service.ts';
import { recordManualPayment, refundPayment, reversePayment } from './record.service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const VIEW = { access: { label: 'payments.view' } } as const;
const RECORD = { access: { label: 'payments.record' } } as const;
const tags = ['payments'];
const bookingParams = idParamsSchema;

/** The payment as the booking's money lists it. */
function paymentIn(money: BookingMoney, paymentId: number): Payment {
  const payment = money.payments.find((row) => row.id === paymentId);
  if (!payment) throw new Error(`payment ${paymentId} is not in its booking's money`);
  return payment;
}

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PAYMENT_PATHS.accountsDues,
    {
      schema: { tags, summary: 'The accounts view: a page each of the open dues in the next days, the overdue ones and the running bookings without a plan, with totals of all of them by age (0-7, 8-30, 31+ days)', querystring: accountsDuesQuerySchema, response: { 200: accountsDuesSchema, ...errors } },
      config: VIEW,
    },
    async (request) => accountsDues(app.db, request.query),
  );

  app.get(
    PAYMENT_PATHS.duePaymentData(':id'),
    {
      schema: { tags, summary: "A booking's money at a glance: total with taxes, received, outstanding, overdue, the next due, and every due, payment and link", params: bookingParams, response: { 200: bookingMoneySchema, ...errors } },
      config: VIEW,
    },
    async (request) => bookingMoney(app.db, requireActor(request), request.params.id),
  );

  app.post(
    PAYMENT_PATHS.addDuePayment,
    {
      schema: {
        tags,
        summary: "Set or replace a booking's payment plan (an advance and a balance, or instalments); it must add up to the booking's total, and dues with payments or links stay",
        body: planRequestSchema,
        response: { 200: bookingMoneySchema, ...errors },
      },
      config: RECORD,
    },
    async (request) => setPlan(serviceContext(app.db, request), request.body),
  );

  app.post(
    PAYMENT_PATHS.waiveDue(':id'),
    { schema: { tags, summary: 'Waive what is still open of a due, with the reason', params: idParamsSchema, body: waiveRequestSchema, response: { 200: bookingMoneySchema, ...errors } }, config: RECORD },
    async (request) => waiveDue(serviceContext(app.db, request), request.params.id, request.body),
  );

  app.get(
    PAYMENT_PATHS.partialPayment,
    {
      schema: {
        tags,
        summary: 'The payments and refunds of every booking, newest first: filter by kind, method, the days received, reversed or not, and booking; with the sums of every row matched',
        querystring: paymentListQuerySchema,
        response: { 200: paymentListPageSchema, ...errors },
      },
      config: VIEW,
    },
    async (request) => {
      const { page, page_size: pageSize, kind, method: methods, received_from: receivedFrom, received_to: receivedTo, reversed, booking } = request.query;
      const found = await listPayments(app.db, { kind, methods, receivedFrom, receivedTo, reversed, bookingId: booking }, pageSize, offsetOf(page, pageSize));
      return { ...pageResponse(request.url, page, pageSize, found), totals: found.totals };
    },
  );

  app.post(
    PAYMENT_PATHS.partialPayment,
    {
      schema: {
        tags,
        summary: 'Record a payment received: allocated to the dues chosen or the oldest open ones first, numbered from the financial year’s receipt series; the same idempotency key twice records once (200 the second time)',
        body: paymentRecordRequestSchema,
        response: { 200: paymentRecordedSchema, 201: paymentRecordedSchema, ...errors },
      },
      config: RECORD,
    },
    async (request, reply) => {
      const ctx = serviceContext(app.db, request);
      const outcome = await recordManualPayment(ctx, request.body);
      const money = await bookingMoney(app.db, ctx.actor, request.body.booking_id);
      return reply.code(outcome.replayed ? 200 : 201).send({ payment: paymentIn(money, outcome.payment.id), replayed: outcome.replayed, money });
    },
  );

  app.post(
    PAYMENT_PATHS.reversePayment(':id'),
    { schema: { tags, summary: 'Reverse a payment or refund, with the reason: it stays, marked reversed, and the dues owe again', params: idParamsSchema, body: reverseRequestSchema, response: { 200: bookingMoneySchema, ...errors } }, config: RECORD },
    async (request) => {
      const ctx = serviceContext(app.db, request);
      const payment = await reversePayment(ctx, request.params.id, request.body);
      return bookingMoney(app.db, ctx.actor, payment.bookingId);
    },
  );

  app.post(
    PAYMENT_PATHS.refundPayment(':id'),
    {
      schema: {
        tags,
        summary: 'Refund part or all of a payment (a cancelled booking, or money beyond the dues), numbered from the refund series; the same idempotency key twice records once',
        params: idParamsSchema,
        body: refundRequestSchema,
        response: { 200: paymentRecordedSchema, 201: paymentRecordedSchema, ...errors },
      },
      config: RECORD,
    },
    async (request, reply) => {
      const ctx = serviceContext(app.db, request);
      const outcome = await refundPayment(ctx, request.params.id, request.body);
      const money = await bookingMoney(app.db, ctx.actor, outcome.payment.bookingId);
      return reply.code(outcome.replayed ? 200 : 201).send({ payment: paymentIn(money, outcome.payment.id), replayed: outcome.replayed, money });
    },
  );
};
