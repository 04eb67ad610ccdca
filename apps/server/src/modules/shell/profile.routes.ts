import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SHELL_PATHS, errorResponseSchema, userAccessLevelResponseSchema, userProfileResponseSchema } from '@ua/contracts';
import { serviceContext } from '../../plugins/auth.ts';
import { accessLevelOf, profileOf } from './shell.service.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema };

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    SHELL_PATHS.userProfile,
    {
      schema: { tags: ['profile'], summary: "The caller's profile, as the first item of a list", response: { 200: userProfileResponseSchema, ...errors } },
      config: { access: 'signed-in' },
    },
    async (request) => profileOf(serviceContext(app.db, request)),
  );

  app.get(
    SHELL_PATHS.userAccessLevel,
    {
      schema: {
        tags: ['profile'],
        summary: "The union of the labels of the caller's access levels",
        response: { 200: userAccessLevelResponseSchema, ...errors },
      },
      config: { access: 'signed-in' },
    },
    async (request) => accessLevelOf(serviceContext(app.db, request)),
  );
};
