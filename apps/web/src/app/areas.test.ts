import { describe, expect, it } from 'vitest';
import { AREAS, areaAt, groupLinks, opensArea, visibleGroups } from './areas';

const keys = (labels: readonly string[] | undefined) => visibleGroups(labels).map((entry) => [entry.group.key, entry.areas.map((area) => area.key)]);

describe('the area registry', () => {
  it('opens an area to holders of any one of its view labels, a manage label alone opening nothing', () => {
    expect(keys(['locations.view', 'products.view', 'payments.view'])).toEqual([
      ['accounts', ['payments', 'accounts-dashboard']],
      ['catalogue', ['destinations', 'products']],
    ]);
    expect(keys(['payments.record'])).toEqual([]);
    expect(keys(['suppliers.manage'])).toEqual([]);
    expect(keys(undefined)).toEqual([]);
    expect(keys(['system.operate'])).toEqual([['administration', ['administration']]]);
  });

  it('puts the agents beside the payments in Accounts, opened by agents.view and not by wallet.view alone', () => {
    expect(keys(['payments.view', 'agents.view'])).toEqual([['accounts', ['payments', 'agents', 'accounts-dashboard']]]);
    expect(keys(['agents.view'])).toEqual([['accounts', ['agents']]]);
    expect(keys(['wallet.view', 'wallet.adjust', 'agents.manage'])).toEqual([]);
    expect(areaAt('/agents/3/wallet')?.key).toBe('agents');
  });

  it('puts each desk’s dashboard in its group, opened by the label that reads the lists its figures count', () => {
    expect(keys(['itineraries.view'])).toEqual([['sales', ['itineraries', 'sales-dashboard']]]);
    expect(keys(['bookings.view'])).toEqual([['operations', ['bookings', 'operations-dashboard']]]);
    expect(keys(['wallet.view'])).toEqual([]);
    expect(areaAt('/dashboards/accounts')?.key).toBe('accounts-dashboard');
    expect(areaAt('/dashboards')).toBeUndefined();
  });

  it('links the sections of an area that has them, each to holders of its own label', () => {
    const [admin] = visibleGroups(['staff.manage', 'audit.view']);
    expect(admin && groupLinks(admin, ['staff.manage', 'audit.view']).map((link) => link.path)).toEqual(['/admin/staff', '/admin/access-levels', '/admin/audit-log']);
  });

  it('opens the notifications page to everyone signed in, outside the navigation groups', () => {
    const notifications = AREAS.find((area) => area.key === 'notifications');
    expect(notifications && opensArea(notifications, [])).toBe(true);
    expect(notifications?.group).toBeUndefined();
  });

  it('finds the area of a path, and none for a path that only starts like one', () => {
    expect(areaAt('/products/12/edit')?.key).toBe('products');
    expect(areaAt('/admin')?.key).toBe('administration');
    expect(areaAt('/productsx')).toBeUndefined();
    expect(areaAt('/')).toBeUndefined();
  });
});
