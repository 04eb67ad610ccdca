import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGING_PATHS, errorResponseSchema, idParamsSchema, messageSchema, messageTemplateListSchema } from '@ua/contracts';
import { actorOf } from '../../plugins/auth.ts';
import { messageTemplates, readMessage } from './messages.service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const tags = ['messaging'];

export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    MESSAGING_PATHS.templates,
    { schema: { tags, summary: 'The mail and WhatsApp templates staff can send, with their parameters, examples and a preview', response: { 200: messageTemplateListSchema, ...errors } }, config: { access: { label: 'messaging.send' } } },
    async () => messageTemplates(),
  );

  app.get(
    MESSAGING_PATHS.message(':id'),
    {
      schema: { tags, summary: "One message with its status history (the view label of the record it is about)", params: idParamsSchema, response: { 200: messageSchema, ...errors } },
      // Narrowed by the service to the label of the message's own record.
      config: { access: { anyLabel: ['itineraries.view', 'bookings.view', 'suppliers.view', 'agents.view', 'messaging.send', 'system.operate'] } },
    },
    async (request) => readMessage(app.db, actorOf(request), request.params.id),
  );
};
