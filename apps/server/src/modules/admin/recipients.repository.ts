import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PermissionLabel } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { accessLevels, userAccessLevels, users } from '../../db/schema/staff.ts';

/** Whom a notification or a message goes to: people, holders of levels or of labels, or everyone. */
export type Recipients = { userIds?: readonly number[]; accessLevelIds?: readonly number[]; labels?: readonly PermissionLabel[]; all?: boolean };

export async function missingUserIds(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = new Set((await db.select({ id: users.id }).from(users).where(inArray(users.id, [...ids]))).map((row) => row.id));
  return [...new Set(ids)].filter((id) => !found.has(id));
}

function chosen(recipients: Recipients): SQL | undefined {
  if (recipients.all) return undefined;
  const levelIds = recipients.accessLevelIds ?? [];
  const labels = recipients.labels ?? [];
  const userIds = recipients.userIds ?? [];
  const byLevel =
    levelIds.length > 0
      ? sql`exists (select 1 from ${userAccessLevels} where ${userAccessLevels.userId} = ${users.id} and ${inArray(userAccessLevels.accessLevelId, [...levelIds])})`
      : undefined;
  const byLabel =
    labels.length > 0
      ? sql`exists (select 1 from ${userAccessLevels} join ${accessLevels} on ${accessLevels.id} = ${userAccessLevels.accessLevelId}
          where ${userAccessLevels.userId} = ${users.id} and ${accessLevels.labels} && ${sql`array[${sql.join(labels.map((label) => sql`${label}`), sql`, `)}]::text[]`})`
      : undefined;
  const byId = userIds.length > 0 ? inArray(users.id, [...userIds]) : undefined;
  // Nobody named at all reaches nobody, never everyone.
  return or(byId, byLevel, byLabel) ?? sql`false`;
}

/**
 * A subquery of the ids of the active staff the recipients name, each once however many ways they were
 * named: the notifications module inserts from it in one statement, so reaching thousands is one query.
 */
export function activeRecipientIds(recipients: Recipients): SQL {
  return sql`select ${users.id} from ${users} where ${and(eq(users.active, true), chosen(recipients))}`;
}

/** Which of these people are active and hold the label through one of their access levels. */
export async function activeHoldersOf(db: Db, ids: readonly number[], label: PermissionLabel): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.active, true), inArray(users.id, [...new Set(ids)]), chosen({ labels: [label] })));
  return new Set(rows.map((row) => row.id));
}

/**
 * A subquery of these people (`among`, an SQL int[]) who are active, each with the labels of their
 * access levels now (`id, labels`): read by key, for statements about a known few, such as the
 * open live bells of an instance.
 */
export function activeLabelsOf(among: SQL): SQL {
  return sql`select ${users.id} as id,
      array(select distinct label from ${userAccessLevels}
        join ${accessLevels} on ${accessLevels.id} = ${userAccessLevels.accessLevelId}
        cross join unnest(${accessLevels.labels}) as label
        where ${userAccessLevels.userId} = ${users.id}) as labels
    from ${users} where ${users.active} and ${users.id} = any(${among})`;
}
