import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_PATHS, sendNotificationRequestSchema, sendNotificationResponseSchema } from '@ua/contracts';
import { ADMIN_ERROR_RESPONSES, adminContext } from './admin.context.ts';
import { sendNotification } from './admin-notifications.service.ts';

export const adminNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    ADMIN_PATHS.notifications,
    {
      schema: {
        tags: ['admin: notifications'],
        summary: 'Send a notification to people, access levels or everyone; each active recipient gets it once',
        body: sendNotificationRequestSchema,
        response: { 201: sendNotificationResponseSchema, ...ADMIN_ERROR_RESPONSES },
      },
      config: { access: { label: 'notifications.send' } },
    },
    async (request, reply) => reply.code(201).send(await sendNotification(adminContext(app.db, request), request.body)),
  );
};
