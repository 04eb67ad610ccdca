import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { OPERATIONS, auditEntry, pageOf, staffMember } from '../test/admin-fixtures';
import { currentLocation } from '../../../test/location-probe';
import { preloadAdminSections, renderAdmin } from '../test/render-admin';

function anyAdminApi() {
  return mockApi({
    'GET /api/admin/staff/': { status: 200, data: pageOf([staffMember({ first_name: 'Ravi', last_name: 'Kumar' })]) },
    'GET /api/admin/access-levels/': { status: 200, data: [OPERATIONS] },
    'GET /api/admin/audit-log/': { status: 200, data: pageOf([auditEntry()]) },
  });
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('the Administration area', () => {
  beforeAll(preloadAdminSections);

  it('offers every section to a holder of all three labels, and opens on Staff', async () => {
    anyAdminApi();
    renderAdmin({ path: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Staff' })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Staff', 'Access levels', 'Send notification', 'Audit log']);
    expect(currentLocation().pathname).toBe('/admin/staff');
    expect(screen.getByRole('tab', { name: 'Staff' })).toHaveAttribute('aria-selected', 'true');
  });

  it('hides the sections whose label the viewer lacks', async () => {
    anyAdminApi();
    renderAdmin({ path: '/admin', labels: ['audit.view', 'bookings.view'] });
    expect(await screen.findByRole('heading', { name: 'Audit log' })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Audit log']);
    expect(currentLocation().pathname).toBe('/admin/audit-log');
  });

  it('shows only the composer to a holder of notifications.send alone', async () => {
    anyAdminApi();
    renderAdmin({ path: '/admin', labels: ['notifications.send'] });
    expect(await screen.findByRole('heading', { name: 'Send a notification' })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Send notification']);
  });

  it('says a section reached by its URL is not open, and asks the server nothing for it', async () => {
    const api = anyAdminApi();
    renderAdmin({ path: '/admin/staff?search=ravi', labels: ['audit.view'] });
    expect(await screen.findByText('Staff is not open to you')).toBeInTheDocument();
    expect(screen.getByText(/It needs the staff.manage permission/)).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/admin/staff/')).toHaveLength(0);
  });

  it('tells someone with none of the labels that Administration is not open to them', () => {
    anyAdminApi();
    renderAdmin({ path: '/admin', labels: ['bookings.view'] });
    expect(screen.getByText('Administration is not open to you')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it.each(['/admin/mailbox', '/admin/x/staff', '/admin/staff-list'])('says %s names no section, once, and stays there', async (path) => {
    const api = anyAdminApi();
    renderAdmin({ path });
    expect(await screen.findByText('No such page in Administration')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Staff' })).toHaveAttribute('href', '/admin/staff');
    expect(currentLocation().pathname).toBe(path);
    expect(api.calls).toHaveLength(0);
  });

  it('moves between sections with the tabs', async () => {
    anyAdminApi();
    renderAdmin({ path: '/admin/staff' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Access levels' }));
    expect(await screen.findByRole('heading', { name: 'Access levels' })).toBeInTheDocument();
    await waitFor(() => expect(currentLocation().pathname).toBe('/admin/access-levels'));
  });
});
