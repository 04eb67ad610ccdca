import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRoutes } from './admin/admin.routes.ts';
import { profileRoutes } from './shell/profile.routes.ts';
import { notificationRoutes } from './shell/notifications.routes.ts';
import { catalogueRoutes } from './catalogue/catalogue.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { devIdpRoutes } from './auth/dev-idp.routes.ts';

/** Every business module, each a plugin of its own. */
export const registerModules: FastifyPluginAsyncZod = async (app) => {
  await app.register(adminRoutes);
  await app.register(profileRoutes);
  await app.register(notificationRoutes);
  await app.register(catalogueRoutes);
  await app.register(authRoutes);
  if (app.config.devIdentityProvider) await app.register(devIdpRoutes);
};
