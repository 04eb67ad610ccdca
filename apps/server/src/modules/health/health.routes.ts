import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HEALTH_PATHS, errorResponseSchema, healthResponseSchema, readyResponseSchema } from '@ua/contracts';
import { AppError } from '../../lib/errors.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    HEALTH_PATHS.healthz,
    { schema: { tags: ['health'], summary: 'The process is up', response: { 200: healthResponseSchema } }, config: { access: 'public' }, logLevel: 'warn' },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    HEALTH_PATHS.readyz,
    {
      schema: { tags: ['health'], summary: 'The database answers', response: { 200: readyResponseSchema, 503: errorResponseSchema } },
      config: { access: 'public' },
      logLevel: 'warn',
    },
    async (request) => {
      try {
        await withTimeout(app.database.ping(), 2000);
      } catch (error) {
        request.log.warn({ err: error }, 'readiness: database does not answer');
        throw new AppError('unavailable', 'The database does not answer.');
      }
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );
};

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
