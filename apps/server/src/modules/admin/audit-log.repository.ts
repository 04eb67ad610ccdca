import { and, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { accessLevels, users } from '../../db/schema/staff.ts';
import { inParallel } from '../../db/in-parallel.ts';
import { staffDisplayName } from './lookup.repository.ts';

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

/** The records of this area whose current names an audit page shows: people (actors and staff entries) and levels. */
export type NamedRefs = { userIds: readonly number[]; accessLevelIds: readonly number[] };
export type AuditNames = { users: Map<number, string>; accessLevels: Map<number, string> };

/** Their names as they are now, in one query; a record since deleted has none. */
export async function namesOf(db: Db, refs: NamedRefs): Promise<AuditNames> {
  const names: AuditNames = { users: new Map(), accessLevels: new Map() };
  const userIds = [...new Set(refs.userIds)];
  const levelIds = [...new Set(refs.accessLevelIds)];
  const people = () => db.select({ kind: sql<string>`'user'`.as('kind'), id: users.id, name: sql<string>`${staffDisplayName}`.as('name') }).from(users).where(inArray(users.id, userIds));
  const levels = () => db.select({ kind: sql<string>`'access_level'`.as('kind'), id: accessLevels.id, name: sql<string>`${accessLevels.name}`.as('name') }).from(accessLevels).where(inArray(accessLevels.id, levelIds));
  const rows = userIds.length > 0 && levelIds.length > 0 ? await people().unionAll(levels()) : userIds.length > 0 ? await people() : levelIds.length > 0 ? await levels() : [];
  for (const row of rows) (row.kind === 'user' ? names.users : names.accessLevels).set(row.id, row.name);
  return names;
}
