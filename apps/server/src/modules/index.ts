import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRoutes } from './admin/index.ts';
import { authRoutes, devIdpRoutes } from './auth/index.ts';
import { bookingsRoutes, commentsRoutes, serviceActionsRoutes, supplierPagesRoutes, timelineRoutes, voucherRoutes } from './bookings/index.ts';
import { catalogueRoutes } from './catalogue/index.ts';
import { customerPageRoutes, finalItineraryRoutes, itineraryRoutes } from './itineraries/index.ts';
import { devMailboxRoutes, mailRoutes, messageRoutes, whatsappRoutes, whatsappStandInRoutes } from './messaging/index.ts';
import { bellRoutes, broadcastRoutes } from './notifications/index.ts';
import { paymentsRoutes } from './payments/index.ts';
import { profileRoutes } from './shell/index.ts';
import { jobsRoutes } from './system/index.ts';

/** Every business module, each a plugin of its own, each reached through its `index.ts`. */
export const registerModules: FastifyPluginAsyncZod = async (app) => {
  await app.register(adminRoutes);
  await app.register(profileRoutes);
  await app.register(bellRoutes);
  await app.register(broadcastRoutes);
  await app.register(catalogueRoutes);
  await app.register(itineraryRoutes);
  await app.register(finalItineraryRoutes);
  await app.register(customerPageRoutes);
  await app.register(bookingsRoutes);
  await app.register(serviceActionsRoutes);
  await app.register(supplierPagesRoutes);
  await app.register(commentsRoutes);
  await app.register(timelineRoutes);
  await app.register(voucherRoutes);
  await app.register(paymentsRoutes);
  await app.register(messageRoutes);
  await app.register(mailRoutes);
  await app.register(whatsappRoutes);
  await app.register(devMailboxRoutes);
  await app.register(whatsappStandInRoutes);
  await app.register(authRoutes);
  await app.register(jobsRoutes);
  if (app.config.devIdentityProvider) await app.register(devIdpRoutes);
};
