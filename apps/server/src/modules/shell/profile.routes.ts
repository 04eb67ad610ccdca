import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NEW_USER_WINDOW_MS, SHELL_PATHS, errorResponseSchema, userAccessLevelResponseSchema, userProfileResponseSchema } from '@ua/contracts';
import { requireUser } from '../../plugins/auth.ts';
import { users } from '../../db/schema/index.ts';
import { labelsOf } from '../access/labels.repository.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema };

/** New while the account joined less than five minutes ago (the spec's window). */
export function isNewUser(joinedAt: Date, now: Date = new Date()): boolean {
  return now.getTime() - joinedAt.getTime() < NEW_USER_WINDOW_MS;
}

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    SHELL_PATHS.userProfile,
    {
      schema: { tags: ['profile'], summary: "The caller's profile, as the first item of a list", response: { 200: userProfileResponseSchema, ...errors } },
      config: { access: 'signed-in' },
    },
    async (request) => {
      const { id } = requireUser(request);
      const [user] = await app.db.select().from(users).where(eq(users.id, id));
      if (!user) return [];
      return [
        {
          first_name: user.firstName,
          last_name: user.lastName,
          email: user.email,
          picture: user.picture,
          user: { id: user.id, newUser: isNewUser(user.joinedAt) },
          user_joined: user.joinedAt.toISOString(),
        },
      ];
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
    async (request) => {
      const { id } = requireUser(request);
      const labels = await labelsOf(app.db, id);
      return [{ access_level_data: labels.map((label) => ({ label })) }];
    },
  );
};
