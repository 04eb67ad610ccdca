import { describe, expect, it } from 'vitest';
import { canOpenAdministration, visibleAdminSections } from './admin-sections';

describe('the Administration sections', () => {
  it('show staff and access levels to staff.manage, the composer to notifications.send, the log to audit.view', () => {
    expect(visibleAdminSections(['staff.manage']).map((section) => section.key)).toEqual(['staff', 'access-levels']);
    expect(visibleAdminSections(['notifications.send', 'bookings.view']).map((section) => section.key)).toEqual(['notifications']);
    expect(visibleAdminSections(['audit.view']).map((section) => section.key)).toEqual(['audit-log']);
  });

  it('are offered only to holders of one of their labels', () => {
    expect(canOpenAdministration(['bookings.view', 'payments.record'])).toBe(false);
    expect(canOpenAdministration(undefined)).toBe(false);
    expect(canOpenAdministration(['audit.view'])).toBe(true);
  });
});
