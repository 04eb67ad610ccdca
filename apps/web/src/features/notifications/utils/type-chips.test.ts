import { describe, expect, it } from 'vitest';
import { notification } from '../../../test/fixtures';
import { buildTypeChips } from './type-chips';

describe('buildTypeChips', () => {
  const list = [
    notification({ notification_type: 'payment' }),
    notification({ notification_type: 'booking' }),
    notification({ notification_type: 'booking' }),
    notification({ notification_type: 'comment' }),
  ];

  it('makes one chip per type present in the list, counting the list', () => {
    expect(buildTypeChips(list)).toEqual([
      { type: 'booking', count: 2 },
      { type: 'payment', count: 1 },
      { type: 'comment', count: 1 },
    ]);
  });

  it('takes the counts of by_type, which stay right when the list is capped', () => {
    expect(buildTypeChips(list, { booking: 340, payment: 1, comment: 12, wallet: 3 })).toEqual([
      { type: 'booking', count: 340 },
      { type: 'payment', count: 1 },
      { type: 'comment', count: 12 },
    ]);
  });

  it('puts types it does not know after the known ones, alphabetically', () => {
    const chips = buildTypeChips([notification({ notification_type: 'visa' }), notification({ notification_type: 'audit' }), notification({ notification_type: 'system' })]);
    expect(chips.map((chip) => chip.type)).toEqual(['system', 'audit', 'visa']);
  });

  it('makes no chips for an empty list', () => {
    expect(buildTypeChips([], { booking: 3 })).toEqual([]);
  });
});
