import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Placeholder, being written.
export const whatsappStandInRoutes: FastifyPluginAsyncZod = async () => {};
