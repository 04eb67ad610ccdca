import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scheduleRoutes } from './schedule.routes.ts';
import { transportRoutes } from './transport.routes.ts';
import { tripHeadingRoutes } from './trip-headings.routes.ts';

/** Trip headings, their day schedules and items, and transport charges (final itineraries have their own routes). */
export const itineraryRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(tripHeadingRoutes);
  await app.register(scheduleRoutes);
  await app.register(transportRoutes);
};
