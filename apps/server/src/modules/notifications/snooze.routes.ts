import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NOTIFICATION_PATHS, errorResponseSchema, idParamsSchema, notificationSchema, snoozeRequestSchema } from '@ua/contracts';
import { requireActor } from '../../plugins/auth.ts';
import { notFound } from '../../lib/errors.ts';
import { toNotification } from './bell.routes.ts';
import { viewerOf } from './notifications.repository.ts';
import { isVisibleTo } from './snooze.repository.ts';
import { snoozeNotification } from './snooze.service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

export const snoozeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    NOTIFICATION_PATHS.snooze(':id'),
    {
      schema: {
        tags: ['notifications'],
        summary: 'Snooze one of your notifications until a time or a date of its record, or bring it back now (`until: null`); it comes back unread',
        params: idParamsSchema,
        body: snoozeRequestSchema,
        response: { 200: notificationSchema, ...errors },
      },
      config: { access: 'signed-in', ownedResource: 'notification' },
      // Someone else's notification is not there, whatever the body says: 404 before the body is read.
      preValidation: async (request) => {
        const id = idParamsSchema.safeParse(request.params);
        if (id.success && !(await isVisibleTo(app.db, viewerOf(requireActor(request)), id.data.id))) throw notFound('Notification not found.');
      },
    },
    async (request) => {
      const row = await snoozeNotification(app.db, viewerOf(requireActor(request)), request.params.id, request.body);
      if (!row) throw notFound('Notification not found.');
      return toNotification(row);
    },
  );
};
