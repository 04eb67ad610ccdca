import { is, SQL } from 'drizzle-orm';
import type { AuditEntityType } from '@ua/contracts';
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema/audit.ts';
import type { ActorContext } from './actor.ts';

/** Fields never written to the audit log, whatever entity they belong to. */
const SECRET_FIELDS = new Set(['passwordHash', 'password_hash', 'password', 'tokenHash', 'token_hash', 'refresh', 'access', 'access_token', 'tokenVersion', 'token_version']);

export type AuditEntry = {
  action: string;
  /** One of the contract's AUDITED_ENTITY_TYPES: the audit log's filter and its reader know no other. */
  entityType: AuditEntityType;
  entityId?: string | number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** Who acted, when the actor is not (yet) signed in: a sign-in records the account it opens. */
  actorId?: number | null;
  actorEmail?: string | null;
};

function scrub(record: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  if (!record) return null;
  return Object.fromEntries(Object.entries(record).filter(([key]) => !SECRET_FIELDS.has(key)));
}

/**
 * The insert of an audit entry, not yet run: `recordAudit` runs it, and a write that must be one
 * statement takes it as a CTE beside its change (`entityId` may then be SQL: the id of a row that
 * same statement inserts). Only the fields that changed are kept.
 */
export function auditInsert(db: Db, actor: ActorContext, entry: Omit<AuditEntry, 'entityId'> & { entityId?: AuditEntry['entityId'] | SQL }) {
  let before = scrub(entry.before);
  let after = scrub(entry.after);
  if (before && after) {
    const changed = new Set(Object.keys({ ...before, ...after }).filter((key) => JSON.stringify(before?.[key]) !== JSON.stringify(after?.[key])));
    before = Object.fromEntries(Object.entries(before).filter(([key]) => changed.has(key)));
    after = Object.fromEntries(Object.entries(after).filter(([key]) => changed.has(key)));
  }
  const { entityId } = entry;
  return db.insert(auditLog).values({
    action: entry.action,
    entityType: entry.entityType,
    entityId: entityId == null ? null : is(entityId, SQL) ? entityId : String(entityId),
    before,
    after,
    actorId: entry.actorId ?? actor.userId,
    actorEmail: entry.actorEmail ?? actor.email,
    ip: actor.ip,
    requestId: actor.requestId,
  });
}

/**
 * Records who did what to which entity. Pass the transaction of the write itself (`db`), so the
 * entry and the change land together or not at all. Only the fields that changed are kept.
 */
export async function recordAudit(db: Db, actor: ActorContext, entry: AuditEntry): Promise<void> {
  await auditInsert(db, actor, entry);
}
