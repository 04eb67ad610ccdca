import type { SnoozeRequest } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { publishInTx } from '../../core/events/publish-in-tx.ts';
import { validationError } from '../../lib/errors.ts';
import type { NotificationRow, Viewer } from './notifications.repository.ts';
import { NOTIFICATIONS_CHANGED, type NotificationsChanged } from './notifications.service.ts';
import { lockVisible, setSnooze } from './snooze.repository.ts';

/** The furthest a snooze to a chosen moment may reach; a date of the record itself may lie beyond. */
export const MAX_SNOOZE_DAYS = 90;
const DAY_MS = 24 * 60 * 60_000;

/** When the request says the notification comes back: null for now; 400 for a moment past or too far, or a date it does not have. */
function snoozeEnd(row: NotificationRow, request: SnoozeRequest, now: Date): Date | null {
  if ('until_date' in request) {
    const date = row.snoozeDates.find((candidate) => candidate.key === request.until_date);
    if (!date) throw validationError({ until_date: [`This notification has no date “${request.until_date}” to snooze until.`] });
    const at = new Date(date.at);
    if (at <= now) throw validationError({ until_date: [`${capitalise(date.label)} has passed: choose a time to come.`] });
    return at;
  }
  if (request.until === null) return null;
  const until = new Date(request.until);
  if (until <= now) throw validationError({ until: ['Choose a time in the future.'] });
  if (until.getTime() - now.getTime() > MAX_SNOOZE_DAYS * DAY_MS) throw validationError({ until: [`Snooze for at most ${MAX_SNOOZE_DAYS} days.`] });
  return until;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Snoozes one of the viewer's notifications until a moment or one of its record's dates, or brings it
 * back now; it is unread either way. Undefined when the viewer does not own it or may not see its type.
 * Their open bells hear of it on commit.
 */
export async function snoozeNotification(db: Db, viewer: Viewer, id: number, request: SnoozeRequest, now = new Date()): Promise<NotificationRow | undefined> {
  return db.transaction(async (tx) => {
    const row = await lockVisible(tx, viewer, id);
    if (!row) return undefined;
    const updated = await setSnooze(tx, id, snoozeEnd(row, request, now));
    const changed: NotificationsChanged = { user_ids: [viewer.userId] };
    await publishInTx(tx, NOTIFICATIONS_CHANGED, changed);
    return updated;
  });
}
