import type { FastifyRequest } from 'fastify';
import { errorResponseSchema } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../auth/access.ts';
import { requireUser } from '../../plugins/auth.ts';

/** Who acts, through which request, on which database: services need all three, and the audit log records them. */
export type AdminContext = { db: Db; request: FastifyRequest; actor: AuthUser };

export function adminContext(db: Db, request: FastifyRequest): AdminContext {
  return { db, request, actor: requireUser(request) };
}

/** The error answers every admin route may give; routes add 404 and 409 where they can answer them. */
export const ADMIN_ERROR_RESPONSES = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema } as const;
