import { NOTIFICATION_TYPES } from '@ua/contracts';
import { describe, expect, it } from 'vitest';
import { KNOWN_NOTIFICATION_TYPES, typeColor } from './notification-type-colors';

describe('notification type colours', () => {
  it('know every notification type of the contracts, in their order', () => {
    expect(KNOWN_NOTIFICATION_TYPES).toEqual([...NOTIFICATION_TYPES]);
  });

  it('give a type nobody listed a colour too', () => {
    expect(typeColor('visa')).toBe('teal');
  });
});
