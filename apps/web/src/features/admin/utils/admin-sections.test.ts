import { describe, expect, it } from 'vitest';
import { canOpenAdministration, visibleAdminSections } from './admin-sections';

describe('the Administration sections', () => {
  it('show staff and access levels to staff.manage, the composer to notifications.send, the log to audit.view, jobs to system.operate', () => {
    expect(visibleAdminSections(['staff.manage']).map((section) => section.key)).toEqual(['staff', 'access-levels']);
    expect(visibleAdminSections(['notifications.send', 'bookings.view']).map((section) => section.key)).toEqual(['notifications']);
    expect(visibleAdminSections(['audit.view']).map((section) => section.key)).toEqual(['audit-log']);
    expect(visibleAdminSections(['system.operate']).map((section) => section.key)).toEqual(['jobs']);
  });

  it('are offered only to holders of one of their labels', () => {
    expect(canOpenAdministration(['bookings.view', 'payments.record'])).toBe(false);
    expect(canOpenAdministration(undefined)).toBe(false);
    expect(canOpenAdministration(['audit.view'])).toBe(true);
    expect(canOpenAdministration(['system.operate'])).toBe(true);
  });
});
