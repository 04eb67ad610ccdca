import type { z } from 'zod';
import type { AccessLevelRef, StaffMember, staffCreateRequestSchema, staffListQuerySchema, staffUpdateRequestSchema } from '@ua/contracts';
import { AUDIT_ENTITY_TYPES } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { revokeSessions } from '../auth/index.ts';
import { recordAudit } from '../../core/audit.ts';
import { AppError, notFound, validationError } from '../../lib/errors.ts';
import { offsetOf } from '../../lib/pagination.ts';
import type { ServiceContext } from '../../core/actor.ts';
import { missingAccessLevelIds } from './access-levels.repository.ts';
import { assertStaffManagersRemain, lockStaffManagers } from './staff-managers.guard.ts';
import { assertMayGrantLevels, ownLevelsRefusal } from './grant-limits.ts';
import { findStaff, insertStaff, levelRefsOf, listStaff, replaceStaffLevels, updateStaff, type StaffRow } from './staff.repository.ts';

type StaffListQuery = z.output<typeof staffListQuerySchema>;
type StaffCreate = z.output<typeof staffCreateRequestSchema>;
type StaffUpdate = z.output<typeof staffUpdateRequestSchema>;
type StaffState = { row: StaffRow; levels: AccessLevelRef[] };

export function toStaffMember({ row, levels }: StaffState): StaffMember {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    picture: row.picture,
    active: row.active,
    joined: row.joinedAt.toISOString(),
    last_login: row.lastLoginAt?.toISOString() ?? null,
    access_levels: levels,
  };
}

/** The fields an admin can change, as the audit log keeps them. */
function auditView({ row, levels }: StaffState): Record<string, unknown> {
  return { email: row.email, first_name: row.firstName, last_name: row.lastName, active: row.active, access_levels: levels };
}

async function loadState(db: Db, id: number): Promise<StaffState | undefined> {
  const row = await findStaff(db, id);
  if (!row) return undefined;
  const levels = await levelRefsOf(db, [id]);
  return { row, levels: levels.get(id) ?? [] };
}

async function requireState(db: Db, id: number): Promise<StaffState> {
  const state = await loadState(db, id);
  if (!state) throw notFound('Staff member not found.');
  return state;
}

async function assertLevelsExist(tx: Db, ids: readonly number[]): Promise<void> {
  const missing = await missingAccessLevelIds(tx, ids, { lock: true });
  if (missing.length > 0) {
    throw validationError({ access_level_ids: [`No access level with id ${missing.join(', ')}`] }, `Unknown access level: ${missing.join(', ')}.`);
  }
}

export async function listStaffPage(db: Db, query: StaffListQuery): Promise<{ count: number; results: StaffMember[] }> {
  const filters = { search: query.search || undefined, active: query.active, accessLevelIds: query.access_level };
  const { rows, count } = await listStaff(db, filters, query.ordering, query.page_size, offsetOf(query.page, query.page_size));
  const levels = await levelRefsOf(db, rows.map((row) => row.id));
  return { count, results: rows.map((row) => toStaffMember({ row, levels: levels.get(row.id) ?? [] })) };
}

export async function getStaffMember(db: Db, id: number): Promise<StaffMember> {
  return toStaffMember(await requireState(db, id));
}

/** Pre-creates an account: the person signs in with Google under this email and finds their access ready. */
export async function createStaffMember(ctx: ServiceContext, input: StaffCreate): Promise<StaffMember> {
  return ctx.db.transaction(async (tx) => {
    await assertLevelsExist(tx, input.access_level_ids);
    await assertMayGrantLevels(tx, ctx.actor, input.access_level_ids);
    const id = await insertStaff(tx, { email: input.email, firstName: input.first_name, lastName: input.last_name });
    if (id === undefined) {
      throw new AppError('staff.email_taken', `${input.email} already has an account.`, { email: ['This email already has an account'] });
    }
    await replaceStaffLevels(tx, id, input.access_level_ids);
    const after = await requireState(tx, id);
    await recordAudit(tx, ctx.actor, { action: 'create', entityType: AUDIT_ENTITY_TYPES.user, entityId: id, before: null, after: auditView(after) });
    return toStaffMember(after);
  });
}

function actionOf(before: StaffRow, after: StaffRow): string {
  if (before.active === after.active) return 'update';
  return after.active ? 'reactivate' : 'deactivate';
}

export async function updateStaffMember(ctx: ServiceContext, id: number, input: StaffUpdate): Promise<StaffMember> {
  if (input.active === false && id === ctx.actor.userId) {
    throw new AppError('staff.self_deactivation', 'You cannot deactivate your own account.', { active: ['You cannot deactivate your own account'] });
  }
  return ctx.db.transaction(async (tx) => {
    await lockStaffManagers(tx, id);
    const before = await requireState(tx, id);
    if (input.access_level_ids) {
      await assertLevelsExist(tx, input.access_level_ids);
      const held = new Set(before.levels.map((level) => level.id));
      const added = [...new Set(input.access_level_ids)].filter((levelId) => !held.has(levelId));
      const changes = added.length > 0 || held.size !== new Set(input.access_level_ids).size;
      // Not even to drop one, nor as an Administrator: another staff manager changes a manager's levels.
      if (changes && id === ctx.actor.userId) throw ownLevelsRefusal();
      // Only what is added is a grant: levels the member keeps, or loses, are not checked.
      await assertMayGrantLevels(tx, ctx.actor, added);
    }

    const set = { firstName: input.first_name, lastName: input.last_name, active: input.active };
    if (Object.values(set).some((value) => value !== undefined)) await updateStaff(tx, id, set);
    if (input.active === false && before.row.active) await revokeSessions(tx, id);
    if (input.access_level_ids) await replaceStaffLevels(tx, id, input.access_level_ids);
    if (input.active === false || input.access_level_ids) {
      const name = `${before.row.firstName} ${before.row.lastName}`.trim() || before.row.email;
      await assertStaffManagersRemain(tx, `${name} is the last active member who can manage staff; give someone else the staff.manage label first.`);
    }

    const after = await requireState(tx, id);
    if (JSON.stringify(auditView(before)) !== JSON.stringify(auditView(after))) {
      await recordAudit(tx, ctx.actor, { action: actionOf(before.row, after.row), entityType: AUDIT_ENTITY_TYPES.user, entityId: id, before: auditView(before), after: auditView(after) });
    }
    return toStaffMember(after);
  });
}
