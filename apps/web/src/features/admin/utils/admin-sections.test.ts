import { describe, expect, it } from 'vitest';
import { visibleAdminSections } from './admin-sections';

describe('the Administration sections', () => {
  it('show staff and access levels to staff.manage, the composer to notifications.send, the log to audit.view, jobs to system.operate', () => {
    expect(visibleAdminSections(['staff.manage']).map((section) => section.key)).toEqual(['staff', 'access-levels']);
    expect(visibleAdminSections(['notifications.send', 'bookings.view']).map((section) => section.key)).toEqual(['notifications']);
    expect(visibleAdminSections(['audit.view']).map((section) => section.key)).toEqual(['audit-log']);
    expect(visibleAdminSections(['system.operate']).map((section) => section.key)).toEqual(['jobs']);
  });

});
