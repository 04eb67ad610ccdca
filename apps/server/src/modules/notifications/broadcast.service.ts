import type { z } from 'zod';
import { AUDIT_ENTITY_TYPES, NOTIFICATION_TYPE_LABELS, type NotificationType, type SendNotificationResponse, type sendNotificationRequestSchema } from '@ua/contracts';
import type { ServiceContext } from '../../core/actor.ts';
import { recordAudit } from '../../core/audit.ts';
import { AppError, validationError } from '../../lib/errors.ts';
import { missingAccessLevelIds, missingUserIds } from '../admin/index.ts';
import { notify } from './notifications.service.ts';

type SendNotification = z.output<typeof sendNotificationRequestSchema>;

/** Why a send reached nobody: a type that needs a label reaches only active people who hold it (and keep it on in their bell). */
function nobodyReached(type: NotificationType): string {
  const label = NOTIFICATION_TYPE_LABELS[type];
  if (label === null) return 'None of the chosen recipients has an active account';
  return `None of the chosen recipients is active and allowed to see ${type} notifications (the ${label} permission) with them on in the bell`;
}

/** Staff's own broadcast from the admin screen: one notification in the bell of every active recipient. */
export async function sendNotification(ctx: ServiceContext, input: SendNotification): Promise<SendNotificationResponse> {
  const recipients = { userIds: input.recipients.user_ids ?? [], accessLevelIds: input.recipients.access_level_ids ?? [], all: input.recipients.all ?? false };
  const missingUsers = await missingUserIds(ctx.db, recipients.userIds);
  const missingLevels = await missingAccessLevelIds(ctx.db, recipients.accessLevelIds);
  if (missingUsers.length > 0 || missingLevels.length > 0) {
    const fields: Record<string, string[]> = {};
    if (missingUsers.length > 0) fields['recipients.user_ids'] = [`No staff member with id ${missingUsers.join(', ')}`];
    if (missingLevels.length > 0) fields['recipients.access_level_ids'] = [`No access level with id ${missingLevels.join(', ')}`];
    throw validationError(fields, 'Some recipients do not exist.');
  }

  const link = input.link ?? null;
  return ctx.db.transaction(async (tx) => {
    const created = await notify(tx, recipients, { type: input.notification_type, message: input.message, link });
    // Nothing to roll back, but a send that reached nobody should say so rather than look like success.
    if (created === 0) {
      const why = nobodyReached(input.notification_type);
      throw new AppError('notification.no_active_recipient', `${why}.`, { recipients: [why] });
    }
    await recordAudit(tx, ctx.actor, {
      action: 'send',
      entityType: AUDIT_ENTITY_TYPES.notificationBroadcast,
      before: null,
      after: {
        recipients: { user_ids: recipients.userIds, access_level_ids: recipients.accessLevelIds, all: recipients.all },
        notification_type: input.notification_type,
        message: input.message,
        link,
        created,
      },
    });
    return { created };
  });
}
