import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Every business module, each a plugin of its own. */
export const registerModules: FastifyPluginAsyncZod = async () => {};
