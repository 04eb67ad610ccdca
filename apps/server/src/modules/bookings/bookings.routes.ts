import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Placeholder: filled in by this module's next step. */
export const bookingsRoutes: FastifyPluginAsyncZod = async () => {};
