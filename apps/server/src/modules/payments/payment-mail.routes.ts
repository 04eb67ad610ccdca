import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAYMENT_PATHS, errorResponseSchema, paymentMailListSchema, paymentMailQuerySchema, paymentMailRequestSchema, paymentMailSchema } from '@ua/contracts';
import { serviceContext } from '../../plugins/auth.ts';
import { paymentMails, sendPaymentMail } from './payment-mail.service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 503: errorResponseSchema };
const tags = ['payments'];

/** The spec's payment-mail: send a payment mail to the booking's customer; read the booking's history of them. */
export const paymentMailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PAYMENT_PATHS.paymentMail,
    {
      schema: {
        tags,
        summary: "A booking's payment mails (requests, reminders, receipts, overdue notices), by mail and WhatsApp, the reminder schedule's included, newest first",
        querystring: paymentMailQuerySchema,
        response: { 200: paymentMailListSchema, ...errors },
      },
      config: { access: { label: 'payments.view' } },
    },
    async (request) => paymentMails(app.db, request.query.booking),
  );

  app.post(
    PAYMENT_PATHS.paymentMail,
    {
      schema: {
        tags,
        summary:
          "Send the booking's customer a payment request (the due's live link; 409 payment.link_state without one), a reminder, an overdue notice (the due must be overdue) or a receipt, by mail or WhatsApp; queued, audited and on the booking's timeline",
        body: paymentMailRequestSchema,
        response: { 201: paymentMailSchema, ...errors },
      },
      config: { access: { label: 'payments.record' } },
    },
    async (request, reply) => reply.code(201).send(await sendPaymentMail(serviceContext(app.db, request), app.config, request.body)),
  );
};
