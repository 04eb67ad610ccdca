import type { UnreadCount } from '@ua/contracts';

/** The count once one notification of `type` is read. */
export function countAfterOneRead(count: UnreadCount, type: string): UnreadCount {
  const ofType = count.by_type[type] ?? 0;
  return {
    unread_count: Math.max(0, count.unread_count - 1),
    by_type: { ...count.by_type, [type]: Math.max(0, ofType - 1) },
  };
}

/** The count once one notification of `type` is marked unread again. */
export function countAfterOneUnread(count: UnreadCount, type: string): UnreadCount {
  return {
    unread_count: count.unread_count + 1,
    by_type: { ...count.by_type, [type]: (count.by_type[type] ?? 0) + 1 },
  };
}

/** The count once every notification (or every one of `type`) is read. */
export function countAfterAllRead(count: UnreadCount, type?: string): UnreadCount {
  if (type === undefined) return { unread_count: 0, by_type: {} };
  const ofType = count.by_type[type] ?? 0;
  return {
    unread_count: Math.max(0, count.unread_count - ofType),
    by_type: { ...count.by_type, [type]: 0 },
  };
}
