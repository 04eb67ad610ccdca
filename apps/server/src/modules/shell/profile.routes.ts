import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SHELL_PATHS, errorResponseSchema, userAccessLevelResponseSchema, userProfileResponseSchema } from '@ua/contracts';
import { requireActor, sessionOf, signedInFrom } from '../../plugins/auth.ts';
import { accessLevelOf, profileOf } from './shell.service.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema };

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    SHELL_PATHS.userProfile,
    {
      schema: { tags: ['profile'], summary: "The caller's profile, as the first item of a list", response: { 200: userProfileResponseSchema, ...errors } },
      // Polled by every tab: the account and profile this instance keeps, or one statement for both.
      config: { access: 'signed-in', accountInStatement: true },
    },
    async (request) => {
      const found = await app.signedInProfile(sessionOf(request));
      signedInFrom(request, found.account);
      return found.profile ? profileOf(found.profile) : [];
    },
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
    async (request) => accessLevelOf(requireActor(request)),
  );
};
