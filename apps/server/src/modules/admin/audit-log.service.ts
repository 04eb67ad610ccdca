import type { z } from 'zod';
import type { AuditEntry, auditLogQuerySchema } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { offsetOf } from '../../lib/pagination.ts';
import { listAuditEntries, type AuditRow } from './audit-log.repository.ts';

type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    actor_id: row.actorId,
    actor_email: row.actorEmail,
    action: row.action,
    entity_type: row.entityType,
    entity_id: row.entityId,
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
  return { count, results: rows.map(toAuditEntry) };
}
