import type { LightMyRequestResponse } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { bearer, type TestContext } from '../../../test/harness.ts';
import { auditLog, locations } from '../../db/schema/index.ts';

type Method = 'GET' | 'POST' | 'PATCH';

/** Calls of one test file, as one user or with no token at all. */
export function caller(ctx: TestContext) {
  return (token: string | null) => ({
    get: (url: string) => ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} }),
    send: (method: Method, url: string, payload?: unknown): Promise<LightMyRequestResponse> =>
      ctx.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) }),
  });
}

export async function locationIdOf(ctx: TestContext, slug: string): Promise<number> {
  const [row] = await ctx.database.db.select({ id: locations.id }).from(locations).where(eq(locations.slug, slug));
  if (!row) throw new Error(`no location ${slug}`);
  return row.id;
}

/** The audit entries of one entity, newest first. */
export async function auditOf(ctx: TestContext, entityType: string, entityId: number | string) {
  return ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.id));
}
