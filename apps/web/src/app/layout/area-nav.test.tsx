import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeAccessToken } from '../../lib/access-token-cookie';
import { ASHA } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import { AppRoutes } from '../routes';

const emptyPage = { status: 200, data: { count: 0, next: null, previous: null, results: [] } };

function signedInWith(...labels: string[]) {
  storeAccessToken('token');
  return mockApi({
    'GET /api/user-profile/': { status: 200, data: [ASHA] },
    'GET /access/user-access-level/': { status: 200, data: [{ access_level_data: labels.map((label) => ({ label })) }] },
    'GET /user/notifications/unread-count/': { status: 200, data: { unread_count: 0, by_type: {} } },
    'GET /api/admin/audit-log/': emptyPage,
  });
}

/** The desktop navigation in the top bar (the drawer's copy is only in the page once opened). */
async function topBarNav() {
  return within(await within(screen.getByRole('banner')).findByRole('navigation', { name: 'Areas' }));
}

describe('the navigation, drawn from the area registry', () => {
  it('groups the areas the labels open, with a menu for a group of several', async () => {
    signedInWith('locations.view', 'products.view', 'audit.view');
    renderWithProviders(<AppRoutes />, { path: '/' });
    const nav = await topBarNav();
    expect(nav.getAllByRole('button').map((button) => button.textContent)).toEqual(['Catalogue']);
    // Administration holds one section for this viewer: a plain link to it.
    expect(nav.getByRole('link', { name: 'Administration' })).toHaveAttribute('href', '/admin/audit-log');

    await userEvent.click(nav.getByRole('button', { name: 'Catalogue' }));
    const menu = await screen.findByRole('menu', { name: 'Catalogue' });
    expect((await within(menu).findAllByRole('menuitem')).map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Destinations', '/destinations'],
      ['Products', '/products'],
    ]);
  });

  it('marks the group of the page on screen', async () => {
    signedInWith('audit.view', 'suppliers.view');
    renderWithProviders(<AppRoutes />, { path: '/admin/audit-log' });
    const nav = await topBarNav();
    expect(nav.getByRole('link', { name: 'Administration' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Catalogue' })).not.toHaveAttribute('aria-current');
  });

  it('offers nothing to someone whose labels open no area', async () => {
    // A .manage label alone opens no area.
    signedInWith('suppliers.manage');
    renderWithProviders(<AppRoutes />, { path: '/' });
    expect(await screen.findByRole('heading', { name: /Asha$/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.queryByRole('navigation', { name: 'Areas' })).not.toBeInTheDocument();
    for (const name of ['Destinations', 'Suppliers', 'Products', 'Administration']) expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
  });

  it('puts every group in the drawer behind the menu button, and closes it on a pick', async () => {
    signedInWith('suppliers.view', 'staff.manage', 'system.operate');
    renderWithProviders(<AppRoutes />, { path: '/' });
    await userEvent.click(await screen.findByRole('button', { name: 'Open the menu' }));
    const drawer = await screen.findByRole('dialog');
    const nav = within(within(drawer).getByRole('navigation', { name: 'Areas' }));
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(['Notifications', 'Suppliers', 'Staff', 'Access levels', 'Jobs']);

    await userEvent.click(nav.getByRole('link', { name: 'Suppliers' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('gives the home page one card per group, linking what the labels open', async () => {
    signedInWith('locations.view', 'products.view', 'audit.view', 'notifications.send');
    renderWithProviders(<AppRoutes />, { path: '/' });
    const catalogue = await screen.findByRole('navigation', { name: 'Catalogue' });
    expect(within(catalogue).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/destinations', '/products']);
    const admin = screen.getByRole('navigation', { name: 'Administration' });
    expect(within(admin).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/admin/notifications', '/admin/audit-log']);
  });
});

describe('an area without its label', () => {
  it.each([
    ['/destinations/2', 'Destinations', 'the locations.view permission'],
    ['/suppliers?type=hotel', 'Suppliers', 'the suppliers.view permission'],
    ['/products/11', 'Products', 'the products.view permission'],
    ['/admin/staff', 'Administration', 'one of the staff.manage, notifications.send, audit.view or system.operate permissions'],
    ['/mail', 'Mailbox', 'the messaging.send permission'],
    ['/agents/3/wallet', 'Agents', 'the agents.view permission'],
  ])('%s says what it is and what it needs, and asks the server nothing of it', async (path, title, needs) => {
    const api = signedInWith('payments.view');
    renderWithProviders(<AppRoutes />, { path });
    expect(await screen.findByText(`${title}: not open to you`)).toBeInTheDocument();
    expect(screen.getByText(`It needs ${needs}. An administrator can grant it through an access level.`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
    // The way back, on pages without a top bar (/mail) too.
    expect(screen.getByRole('link', { name: 'Back to UA Internal' })).toHaveAttribute('href', '/');
    expect(api.calls.map((call) => call.url).filter((url) => !/user-profile|user-access-level|unread-count/.test(url))).toEqual([]);
  });
});
