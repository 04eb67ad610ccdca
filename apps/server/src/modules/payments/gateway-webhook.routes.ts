import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Placeholder: filled in by the payments work in progress. */
export const gatewayWebhookRoutes: FastifyPluginAsyncZod = async () => {};
