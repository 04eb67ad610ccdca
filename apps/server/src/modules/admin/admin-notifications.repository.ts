import { and, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications, userAccessLevels, users } from '../../db/schema/index.ts';

export type Recipients = { userIds: number[]; accessLevelIds: number[]; all: boolean };
export type OutgoingNotification = { notificationType: string; message: string; link: string | null };

export async function missingUserIds(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = new Set((await db.select({ id: users.id }).from(users).where(inArray(users.id, [...ids]))).map((row) => row.id));
  return [...new Set(ids)].filter((id) => !found.has(id));
}

function chosen(recipients: Recipients): SQL | undefined {
  if (recipients.all) return undefined;
  const byLevel =
    recipients.accessLevelIds.length > 0
      ? sql`exists (select 1 from ${userAccessLevels} where ${userAccessLevels.userId} = ${users.id} and ${inArray(userAccessLevels.accessLevelId, recipients.accessLevelIds)})`
      : undefined;
  const byId = recipients.userIds.length > 0 ? inArray(users.id, recipients.userIds) : undefined;
  return or(byId, byLevel);
}

/**
 * One notification per active recipient, however many ways they were chosen: the rows come from one
 * pass over `users`, inside a single insert ... select, so a broadcast to thousands is one statement.
 */
export async function insertForActiveRecipients(tx: Db, recipients: Recipients, notification: OutgoingNotification): Promise<number> {
  const column = (name: string) => sql.identifier(name);
  const inserted = tx.$with('inserted', { id: sql<number>`id` }).as(sql`
    insert into ${notifications} (${column(notifications.userId.name)}, ${column(notifications.notificationType.name)}, ${column(notifications.message.name)}, ${column(notifications.link.name)})
    select ${users.id}, ${notification.notificationType}, ${notification.message}, ${notification.link}::text
    from ${users}
    where ${and(eq(users.active, true), chosen(recipients))}
    returning ${column(notifications.id.name)}`);
  const [row] = await tx.with(inserted).select({ created: count() }).from(inserted);
  return row?.created ?? 0;
}
