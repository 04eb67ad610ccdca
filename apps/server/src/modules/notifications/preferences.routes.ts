import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NOTIFICATION_PATHS, errorResponseSchema, notificationPreferencesRequestSchema, notificationPreferencesResponseSchema } from '@ua/contracts';
import { requireActor, serviceContext } from '../../plugins/auth.ts';
import { readPreferences, updatePreferences } from './preferences.service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** The signed-in person's own notification settings: nobody reads or changes anyone else's. */
export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    NOTIFICATION_PATHS.preferences,
    {
      schema: {
        tags: ['notifications'],
        summary: 'Your notification settings: each type, whether your labels allow it, and the channels it reaches you on',
        response: { 200: notificationPreferencesResponseSchema, ...errors },
      },
      config: { access: 'signed-in' },
    },
    async (request) => readPreferences(app.db, requireActor(request)),
  );

  app.put(
    NOTIFICATION_PATHS.preferences,
    {
      schema: {
        tags: ['notifications'],
        summary: 'Turn types on or off per channel for yourself (not a required type in the bell), and set your WhatsApp number',
        body: notificationPreferencesRequestSchema,
        response: { 200: notificationPreferencesResponseSchema, ...errors },
      },
      config: { access: 'signed-in' },
    },
    async (request) => updatePreferences(serviceContext(app.db, request), request.body),
  );
};
