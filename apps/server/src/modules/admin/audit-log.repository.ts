import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { inParallel } from '../../db/in-parallel.ts';

export type AuditRow = typeof auditLog.$inferSelect;

export type AuditFilters = {
  actorId?: number | undefined;
  entityType?: string | undefined;
  entityId?: string | undefined;
  action?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
};

function whereOf(filters: AuditFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.actorId !== undefined) conditions.push(eq(auditLog.actorId, filters.actorId));
  if (filters.entityType !== undefined) conditions.push(eq(auditLog.entityType, filters.entityType));
  if (filters.entityId !== undefined) conditions.push(eq(auditLog.entityId, filters.entityId));
  if (filters.action !== undefined) conditions.push(eq(auditLog.action, filters.action));
  if (filters.from) conditions.push(gte(auditLog.createdAt, filters.from));
  if (filters.to) conditions.push(lte(auditLog.createdAt, filters.to));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Newest first; entries written in one transaction share a time, so the id breaks the tie. */
export async function listAuditEntries(db: Db, filters: AuditFilters, limit: number, offset: number): Promise<{ rows: AuditRow[]; count: number }> {
  const where = whereOf(filters);
  const [rows, [total]] = await inParallel(db, [
    () => db.select().from(auditLog).where(where).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit).offset(offset),
    () => db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}
