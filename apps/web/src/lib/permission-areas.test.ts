import { describe, expect, it } from 'vitest';
import { groupLabelsByArea } from './permission-areas';

describe('groupLabelsByArea', () => {
  it('groups labels by their area, in the areas\u2019 order, view before the other actions', () => {
    const areas = groupLabelsByArea(['payments.view', 'bookings.manage', 'bookings.view', 'staff.manage']);
    expect(areas.map((area) => [area.title, area.permissions.map((p) => p.action)])).toEqual([
      ['Staff & access', ['manage']],
      ['Bookings', ['view', 'manage']],
      ['Payments', ['view']],
    ]);
  });

  it('keeps a label of an unknown area under its own name, last', () => {
    const areas = groupLabelsByArea(['reports.view', 'wallet.view']);
    expect(areas.map((area) => area.title)).toEqual(['Wallet', 'reports']);
  });
});
