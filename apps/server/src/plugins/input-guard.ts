import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { validationError } from '../lib/errors.ts';

/** Where in a value the first NUL character sits ('' when there is none). */
function nulPath(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (depth > 64 || value === null || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    const where = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return where;
    const found = nulPath(child, where, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * PostgreSQL refuses NUL in text, so a NUL anywhere in a path, query or body would surface as a
 * database error; it is refused here as bad input, once for every route.
 */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      for (const [part, value] of [['params', request.params], ['querystring', request.query], ['body', request.body]] as const) {
        const where = nulPath(value, '');
        if (where !== undefined) throw validationError({ [where || part]: ['May not contain a NUL character.'] }, `Invalid ${part}: text may not contain a NUL character.`);
      }
    });
  },
  { name: 'input-guard' },
);
