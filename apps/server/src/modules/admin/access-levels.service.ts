import type { z } from 'zod';
import { AUDIT_ENTITY_TYPES, permissionLabels, type AccessLevel, type PermissionLabel, type accessLevelCreateRequestSchema, type accessLevelUpdateRequestSchema } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../../core/audit.ts';
import { violatedConstraint } from '../../lib/pg-errors.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { ServiceContext } from '../../core/actor.ts';
import { deleteAccessLevel, findAccessLevel, insertAccessLevel, isAccessLevelNameTaken, listAccessLevels, updateAccessLevel, type AccessLevelRow } from './access-levels.repository.ts';
import { assertStaffManagersRemain, lockStaffManagers } from './staff-managers.guard.ts';
import { assertMayAddLabels } from './grant-limits.ts';

type AccessLevelCreate = z.output<typeof accessLevelCreateRequestSchema>;
type AccessLevelUpdate = z.output<typeof accessLevelUpdateRequestSchema>;

const STAFF_MANAGE: PermissionLabel = 'staff.manage';

export function toAccessLevel(row: AccessLevelRow): AccessLevel {
  return {
    id: row.id,
    name: row.name,
    labels: row.labels,
    holder_count: row.holderCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Each label once, in the catalogue's order, so equal sets store (and audit) equal. */
function canonicalLabels(labels: readonly PermissionLabel[]): PermissionLabel[] {
  const chosen = new Set(labels);
  return permissionLabels.filter((label) => chosen.has(label));
}

function auditView(row: AccessLevelRow): Record<string, unknown> {
  return { name: row.name, labels: row.labels };
}

/** The index that keeps level names unique ignoring case. */
const NAME_CONSTRAINT = 'access_levels_name_lower_key';

function nameTaken(name: string): AppError {
  return new AppError('access_level.name_taken', `An access level named "${name}" exists already.`, { name: ['An access level with this name exists already'] });
}

async function requireLevel(db: Db, id: number, options: { lock?: boolean } = {}): Promise<AccessLevelRow> {
  const row = await findAccessLevel(db, id, options);
  if (!row) throw notFound('Access level not found.');
  return row;
}

export async function listAccessLevelViews(db: Db): Promise<AccessLevel[]> {
  return (await listAccessLevels(db)).map(toAccessLevel);
}

export async function getAccessLevel(db: Db, id: number): Promise<AccessLevel> {
  return toAccessLevel(await requireLevel(db, id));
}

export async function createAccessLevel(ctx: ServiceContext, input: AccessLevelCreate): Promise<AccessLevel> {
  // Nobody makes a level wider than their own access, to grant it afterwards.
  assertMayAddLabels(ctx.actor, input.name, input.labels);
  return ctx.db.transaction(async (tx) => {
    if (await isAccessLevelNameTaken(tx, input.name)) throw nameTaken(input.name);
    const id = await insertAccessLevel(tx, input.name, canonicalLabels(input.labels));
    if (id === undefined) throw nameTaken(input.name);
    const after = await requireLevel(tx, id);
    await recordAudit(tx, ctx.actor, { action: 'create', entityType: AUDIT_ENTITY_TYPES.accessLevel, entityId: id, before: null, after: auditView(after) });
    return toAccessLevel(after);
  });
}

export async function updateAccessLevelById(ctx: ServiceContext, id: number, input: AccessLevelUpdate): Promise<AccessLevel> {
  return ctx.db.transaction(async (tx) => {
    await lockStaffManagers(tx);
    const before = await requireLevel(tx, id, { lock: true });
    const labels = input.labels && canonicalLabels(input.labels);
    // Every holder gets what is added: only labels the editor holds may be. Removing widens nobody.
    if (labels) assertMayAddLabels(ctx.actor, before.name, labels.filter((label) => !before.labels.includes(label)));
    if (input.name !== undefined && (await isAccessLevelNameTaken(tx, input.name, id))) throw nameTaken(input.name);

    if (input.name !== undefined || labels) {
      await updateAccessLevel(tx, id, { name: input.name, labels }).catch((error: unknown) => {
        // A concurrent create or rename took the name since the check.
        throw violatedConstraint(error) === NAME_CONSTRAINT ? nameTaken(input.name ?? before.name) : error;
      });
    }
    if (before.labels.includes(STAFF_MANAGE) && labels && !labels.includes(STAFF_MANAGE)) {
      await assertStaffManagersRemain(tx, `Removing staff.manage from "${before.name}" would leave nobody able to manage staff; give it to another active member first.`);
    }

    const after = await requireLevel(tx, id);
    if (JSON.stringify(auditView(before)) !== JSON.stringify(auditView(after))) {
      await recordAudit(tx, ctx.actor, { action: 'update', entityType: AUDIT_ENTITY_TYPES.accessLevel, entityId: id, before: auditView(before), after: auditView(after) });
    }
    return toAccessLevel(after);
  });
}

/** A level still held needs `confirm`: deleting it takes the access away from everyone who holds it. */
export async function deleteAccessLevelById(ctx: ServiceContext, id: number, confirm: boolean): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockStaffManagers(tx);
    const level = await requireLevel(tx, id, { lock: true });
    if (level.holderCount > 0 && !confirm) {
      const who = level.holderCount === 1 ? '1 staff member holds' : `${level.holderCount} staff members hold`;
      throw new AppError('access_level.in_use', `${who} "${level.name}"; confirm (confirm=true) to delete it and take it away from them.`);
    }
    await deleteAccessLevel(tx, id);
    if (level.labels.includes(STAFF_MANAGE)) {
      await assertStaffManagersRemain(tx, `Deleting "${level.name}" would leave nobody able to manage staff; give staff.manage to another active member first.`);
    }
    await recordAudit(tx, ctx.actor, {
      action: 'delete',
      entityType: AUDIT_ENTITY_TYPES.accessLevel,
      entityId: id,
      before: { ...auditView(level), holder_count: level.holderCount },
      after: null,
    });
  });
}
