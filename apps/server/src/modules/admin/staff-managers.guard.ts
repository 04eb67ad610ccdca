import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import type { PermissionLabel } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { accessLevels, userAccessLevels, users } from '../../db/schema/staff.ts';
import { AppError } from '../../lib/errors.ts';

/** Without one active holder of this label nobody could ever grant access again. */
const STAFF_MANAGE: PermissionLabel = 'staff.manage';

const holdsStaffManage = sql`exists (
  select 1 from ${userAccessLevels}
  join ${accessLevels} on ${accessLevels.id} = ${userAccessLevels.accessLevelId}
  where ${userAccessLevels.userId} = ${users.id} and ${STAFF_MANAGE} = any(${accessLevels.labels})
)`;
const activeStaffManager = and(eq(users.active, true), holdsStaffManage);

/**
 * Call first in every transaction that may take `staff.manage` away from someone. It locks the user rows
 * of all its active holders (and of `alsoUserId`, the row about to change) in id order, so two such
 * transactions queue here instead of each seeing the other's holder still in place: the second one's
 * `assertStaffManagersRemain`, a new statement, then sees what the first committed.
 */
export async function lockStaffManagers(tx: Db, alsoUserId?: number): Promise<void> {
  await tx
    .select({ id: users.id })
    .from(users)
    .where(alsoUserId === undefined ? activeStaffManager : or(eq(users.id, alsoUserId), activeStaffManager))
    .orderBy(asc(users.id))
    .for('update', { of: users });
}

/** After the change, inside its transaction: refuses (and so rolls back) a change that left no holder. */
export async function assertStaffManagersRemain(tx: Db, detail: string): Promise<void> {
  const [row] = await tx.select({ n: count() }).from(users).where(activeStaffManager);
  if ((row?.n ?? 0) === 0) throw new AppError('staff.last_manager', detail);
}
