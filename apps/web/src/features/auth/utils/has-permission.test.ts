import { describe, expect, it } from 'vitest';
import { hasPermission } from './has-permission';

describe('hasPermission', () => {
  it('answers true when a label matches', () => {
    expect(hasPermission(['bookings.view', 'payments.record'], 'payments.record')).toBe(true);
  });

  it('answers false when no label matches', () => {
    expect(hasPermission(['bookings.view'], 'payments.record')).toBe(false);
    expect(hasPermission([], 'bookings.view')).toBe(false);
  });

  it('answers undefined while the labels are loading', () => {
    expect(hasPermission(undefined, 'bookings.view')).toBeUndefined();
  });

  it('takes only a label of the contracts, so a typo fails to compile (tsc checks the directive)', () => {
    // @ts-expect-error 'bookings.veiw' is no PermissionLabel
    expect(hasPermission(['bookings.veiw'], 'bookings.veiw')).toBe(true);
  });
});
