import type { z } from 'zod';
import { AUDIT_ENTITY_TYPES, MAX_ID, type AuditEntry, type auditLogQuerySchema } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { offsetOf } from '../../lib/pagination.ts';
import { listAuditEntries, namesOf, type AuditNames, type AuditRow, type NamedRefs } from './audit-log.repository.ts';

type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

/** An entity id that can name a row of an integer key; anything else names nothing. */
function rowId(entityId: string | null): number | undefined {
  if (entityId === null || !/^\d{1,10}$/.test(entityId)) return undefined;
  const id = Number(entityId);
  return id >= 1 && id <= MAX_ID ? id : undefined;
}

/** The people and levels a page of entries names: its actors, and the staff and levels it is about. */
function refsOf(rows: readonly AuditRow[]): NamedRefs {
  const userIds: number[] = [];
  const accessLevelIds: number[] = [];
  for (const row of rows) {
    if (row.actorId !== null) userIds.push(row.actorId);
    const id = rowId(row.entityId);
    if (id === undefined) continue;
    if (row.entityType === AUDIT_ENTITY_TYPES.user) userIds.push(id);
    if (row.entityType === AUDIT_ENTITY_TYPES.accessLevel) accessLevelIds.push(id);
  }
  return { userIds, accessLevelIds };
}

/**
 * Names this area can give cheaply; the other areas' records are named by the client from their type
 * and id ("Supplier #12") or from the name the entry itself recorded.
 */
function entityName(row: AuditRow, names: AuditNames): string | null {
  const id = rowId(row.entityId);
  if (id === undefined) return null;
  if (row.entityType === AUDIT_ENTITY_TYPES.user) return names.users.get(id) ?? null;
  if (row.entityType === AUDIT_ENTITY_TYPES.accessLevel) return names.accessLevels.get(id) ?? null;
  return null;
}

export function toAuditEntry(row: AuditRow, names: AuditNames): AuditEntry {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    actor_id: row.actorId,
    actor_email: row.actorEmail,
    actor_name: row.actorId === null ? null : (names.users.get(row.actorId) ?? null),
    action: row.action,
    // The audit writer takes only the contract's types (core/audit.ts), so a stored one is one of them.
    entity_type: row.entityType as AuditEntry['entity_type'],
    entity_id: row.entityId,
    entity_name: entityName(row, names),
    before: row.before ?? null,
    after: row.after ?? null,
    ip: row.ip,
    request_id: row.requestId,
  };
}

export async function listAuditPage(db: Db, query: AuditLogQuery): Promise<{ count: number; results: AuditEntry[] }> {
  const filters = {
    actorId: query.actor,
    entityType: query.entity_type,
    entityId: query.entity_id,
    action: query.action,
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
  };
  const { rows, count } = await listAuditEntries(db, filters, query.page_size, offsetOf(query.page, query.page_size));
  const names = await namesOf(db, refsOf(rows));
  return { count, results: rows.map((row) => toAuditEntry(row, names)) };
}
