import { describe, expect, it } from 'vitest';
import { notificationPageQuery, readNotificationFilters, writeNotificationFilters } from './notification-filters';

describe('the notifications filters in the URL', () => {
  it('read back what they wrote', () => {
    const params = new URLSearchParams('status=unread&type=payment&page=2&page_size=50');
    const filters = readNotificationFilters(params);
    expect(filters).toEqual({ status: 'unread', type: 'payment', page: 2, pageSize: 50 });
    expect(writeNotificationFilters(filters).toString()).toBe(params.toString());
  });

  it('take a status or type they cannot use for no filter', () => {
    expect(readNotificationFilters(new URLSearchParams('status=seen'))).toMatchObject({ status: undefined });
    expect(readNotificationFilters(new URLSearchParams(`type=${'x'.repeat(51)}`))).toMatchObject({ type: undefined });
    expect(readNotificationFilters(new URLSearchParams('type=%20%20'))).toMatchObject({ type: undefined });
  });

  it('ask the API only for the filters set, read status as the server’s boolean', () => {
    expect(notificationPageQuery(readNotificationFilters(new URLSearchParams('')))).toEqual({ page: 1, page_size: 25 });
    expect(notificationPageQuery(readNotificationFilters(new URLSearchParams('status=read&type=booking')))).toEqual({ page: 1, page_size: 25, read: 'true', type: 'booking' });
    expect(notificationPageQuery(readNotificationFilters(new URLSearchParams('status=unread')))).toEqual({ page: 1, page_size: 25, read: 'false' });
  });
});
