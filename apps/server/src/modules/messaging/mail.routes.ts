import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGING_PATHS, errorResponseSchema, mailSendRequestSchema, messageListQuerySchema, messagePageSchema, messageSchema } from '@ua/contracts';
import { actorOf, serviceContext } from '../../plugins/auth.ts';
import { offsetOf, pageResponse } from '../../lib/pagination.ts';
import { sendMailMessage } from './mail.service.ts';
import { listRecordMessages } from './messages.service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 503: errorResponseSchema };
/** The record's own view label is checked by the service: which one depends on the query. */
const READ = { access: { anyLabel: ['itineraries.view', 'bookings.view', 'suppliers.view', 'agents.view', 'system.operate'] } } as const;
const SEND = { access: { label: 'messaging.send' } } as const;
const tags = ['messaging'];

export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    MESSAGING_PATHS.mailMessageAction,
    {
      schema: { tags, summary: "A record's mails, newest first, each with its status history (the record's view label)", querystring: messageListQuerySchema, response: { 200: messagePageSchema, ...errors } },
      config: READ,
    },
    async (request) => {
      const { record_type: recordType, record_id: recordId, page, page_size: pageSize } = request.query;
      const found = await listRecordMessages(app.db, actorOf(request), 'email', { recordType, recordId, limit: pageSize, offset: offsetOf(page, pageSize) });
      return pageResponse(request.url, page, pageSize, found);
    },
  );

  app.post(
    MESSAGING_PATHS.mailMessageAction,
    {
      schema: {
        tags,
        summary: "Mail the record's customer (or supplier) from a template: queued, then sent by the outbox; the same idempotency key twice sends once",
        body: mailSendRequestSchema,
        response: { 201: messageSchema, ...errors },
      },
      config: SEND,
    },
    async (request, reply) => reply.code(201).send(await sendMailMessage(serviceContext(app.db, request), app.config, request.body)),
  );
};
