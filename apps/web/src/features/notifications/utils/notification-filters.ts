import type { NotificationPageQuery, ReadStatus } from '@ua/contracts';
import { pageSizeFrom, positiveInt, writePaging } from '../../../lib/url-params';

/** The notifications page's view, as kept in the URL: `?status=unread&type=payment&page=2`. */
export type NotificationFilters = {
  /** Undefined for read and unread alike. */
  status: ReadStatus | undefined;
  /** One notification type; undefined for every type. */
  type: string | undefined;
  page: number;
  pageSize: number;
};

/** The longest type the server takes; a longer one in a hand-edited URL means no type filter. */
const MAX_TYPE_LENGTH = 50;

function statusFrom(value: string | null): ReadStatus | undefined {
  return value === 'read' || value === 'unread' ? value : undefined;
}

function typeFrom(value: string | null): string | undefined {
  const type = value?.trim();
  return type && type.length <= MAX_TYPE_LENGTH ? type : undefined;
}

export function readNotificationFilters(params: URLSearchParams): NotificationFilters {
  return {
    status: statusFrom(params.get('status')),
    type: typeFrom(params.get('type')),
    page: positiveInt(params.get('page'), 1),
    pageSize: pageSizeFrom(params.get('page_size')),
  };
}

export function writeNotificationFilters(filters: NotificationFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status !== undefined) params.set('status', filters.status);
  if (filters.type !== undefined) params.set('type', filters.type);
  return writePaging(params, filters.page, filters.pageSize);
}

export function hasNotificationFilters(filters: NotificationFilters): boolean {
  return filters.status !== undefined || filters.type !== undefined;
}

/** What the API is asked: only the filters set. */
export function notificationPageQuery(filters: NotificationFilters): NotificationPageQuery {
  return {
    page: filters.page,
    page_size: filters.pageSize,
    ...(filters.status === undefined ? {} : { read: filters.status === 'read' ? 'true' : 'false' }),
    ...(filters.type === undefined ? {} : { type: filters.type }),
  };
}
