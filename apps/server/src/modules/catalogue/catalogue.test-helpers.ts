import { and, desc, eq } from 'drizzle-orm';
import type { TestContext } from '../../../test/harness.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { locations } from '../../db/schema/catalogue.ts';

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
