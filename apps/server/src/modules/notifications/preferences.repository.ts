import { eq, sql } from 'drizzle-orm';
import type { NotificationChannel, NotificationType } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { notificationPreferences } from '../../db/schema/notifications.ts';

/** One stored choice: the person turned this type on or off on this channel. */
export type ChannelChoice = { type: NotificationType; channel: NotificationChannel; enabled: boolean };

/** The person's stored choices; a type and channel with none follows the channel's default. */
export async function storedChoices(db: Db, userId: number): Promise<ChannelChoice[]> {
  const rows = await db
    .select({ type: notificationPreferences.notificationType, channel: notificationPreferences.channel, enabled: notificationPreferences.enabled })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return rows.map((row) => ({ type: row.type as NotificationType, channel: row.channel, enabled: row.enabled }));
}

/** Stores the choices, each replacing the one before it, in one statement. */
export async function saveChoices(db: Db, userId: number, choices: readonly ChannelChoice[]): Promise<void> {
  if (choices.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(choices.map((choice) => ({ userId, notificationType: choice.type, channel: choice.channel, enabled: choice.enabled })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.notificationType, notificationPreferences.channel],
      set: { enabled: sql`excluded.enabled`, updatedAt: sql`now()` },
    });
}
