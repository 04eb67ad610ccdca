import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_PATHS, errorResponseSchema, sendNotificationRequestSchema, sendNotificationResponseSchema } from '@ua/contracts';
import { sendNotification } from './broadcast.service.ts';
import { serviceContext } from '../../plugins/auth.ts';

export const broadcastRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    ADMIN_PATHS.notifications,
    {
      schema: {
        tags: ['admin: notifications'],
        summary: 'Send a notification to people, access levels or everyone; each active recipient gets it once',
        body: sendNotificationRequestSchema,
        response: { 201: sendNotificationResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
      config: { access: { label: 'notifications.send' } },
    },
    async (request, reply) => reply.code(201).send(await sendNotification(serviceContext(app.db, request), request.body)),
  );
};
