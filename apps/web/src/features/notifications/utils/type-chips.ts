import type { Notification } from '@ua/contracts';
import { KNOWN_NOTIFICATION_TYPES } from '../../../components/notification-type-colors';

export type TypeChip = { type: string; count: number };

function typeOrder(type: string): number {
  const index = KNOWN_NOTIFICATION_TYPES.indexOf(type);
  return index === -1 ? KNOWN_NOTIFICATION_TYPES.length : index;
}

/**
 * One chip per notification type present in the unread list. Counts come from the unread-count
 * call's `by_type` when it knows the type, since the list may be capped; the list counts otherwise.
 */
export function buildTypeChips(notifications: readonly Notification[], byType: Readonly<Record<string, number>> = {}): TypeChip[] {
  const listed = new Map<string, number>();
  for (const { notification_type } of notifications) listed.set(notification_type, (listed.get(notification_type) ?? 0) + 1);
  return [...listed]
    .map(([type, inList]) => ({ type, count: Math.max(byType[type] ?? 0, inList) }))
    .sort((a, b) => typeOrder(a.type) - typeOrder(b.type) || a.type.localeCompare(b.type));
}
