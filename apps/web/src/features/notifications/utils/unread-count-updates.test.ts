import { describe, expect, it } from 'vitest';
import { countAfterAllRead, countAfterOneRead, countAfterOneUnread } from './unread-count-updates';

const count = { unread_count: 7, by_type: { booking: 4, payment: 3 } };

describe('unread count updates', () => {
  it('drops the total and the type by one when one is read', () => {
    expect(countAfterOneRead(count, 'booking')).toEqual({ unread_count: 6, by_type: { booking: 3, payment: 3 } });
  });

  it('never goes below zero', () => {
    expect(countAfterOneRead({ unread_count: 0, by_type: {} }, 'booking')).toEqual({ unread_count: 0, by_type: { booking: 0 } });
  });

  it('raises the total and the type by one when one is marked unread again', () => {
    expect(countAfterOneUnread(count, 'comment')).toEqual({ unread_count: 8, by_type: { booking: 4, payment: 3, comment: 1 } });
  });

  it('drops to zero when all are read', () => {
    expect(countAfterAllRead(count)).toEqual({ unread_count: 0, by_type: {} });
  });

  it('drops only one type when all of that type are read', () => {
    expect(countAfterAllRead(count, 'payment')).toEqual({ unread_count: 4, by_type: { booking: 4, payment: 0 } });
  });
});
