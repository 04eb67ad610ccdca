import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { ADMINISTRATOR, OPERATIONS, pageOf, staffMember } from '../test/admin-fixtures';
import { currentLocation } from '../../../test/location-probe';
import { preloadAdminSections, renderAdmin } from '../test/render-admin';

const RAVI = staffMember({ id: 2, first_name: 'Ravi', last_name: 'Kumar', email: 'ops@ua.test', access_levels: [{ id: 2, name: 'Operations' }] });
const MEERA = staffMember({ id: 3, first_name: 'Meera', last_name: 'Iyer', email: 'viewer@ua.test', active: false });

function setup(count = 2) {
  return mockApi({
    'GET /api/admin/staff/': { status: 200, data: pageOf([RAVI, MEERA], count) },
    'GET /api/admin/access-levels/': { status: 200, data: [ADMINISTRATOR, OPERATIONS] },
    'GET /api/admin/staff/2/': { status: 200, data: RAVI },
  });
}

const lastStaffQuery = (api: ReturnType<typeof mockApi>) => api.callsTo('GET', '/api/admin/staff/').at(-1)?.params;

describe('the staff table', () => {
  beforeAll(preloadAdminSections);

  it('asks the server for the view the URL describes, and shows it in the filters', async () => {
    const api = setup();
    renderAdmin({ path: '/admin/staff?search=ra&active=false&access_level=2&ordering=-joined&page=2&page_size=50' });
    expect(await screen.findByText('Ravi Kumar')).toBeInTheDocument();
    expect(lastStaffQuery(api)).toEqual({ page: 2, page_size: 50, ordering: '-joined', search: 'ra', active: 'false', access_level: [2] });
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('ra');
    expect(screen.getByRole('radio', { name: 'Inactive' })).toBeChecked();
    expect(screen.getByRole('columnheader', { name: /Joined/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByText('Operations', { selector: '.mantine-Pill-label' })).toBeInTheDocument();
  });

  it('writes the search to the URL as typing pauses, and starts again from page 1', async () => {
    const api = setup();
    renderAdmin({ path: '/admin/staff?page=3' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Search' }), 'meera');
    await waitFor(() => expect(currentLocation().searchParams.get('search')).toBe('meera'));
    expect(currentLocation().searchParams.get('page')).toBeNull();
    await waitFor(() => expect(lastStaffQuery(api)).toMatchObject({ search: 'meera', page: 1 }));
  });

  it('writes status, sort and page to the URL, and Clear filters takes them away', async () => {
    setup(60);
    renderAdmin({ path: '/admin/staff' });
    await screen.findByText('Ravi Kumar');

    await userEvent.click(screen.getByRole('radio', { name: 'Active' }));
    await waitFor(() => expect(currentLocation().search).toBe('?active=true'));

    await userEvent.click(within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'));
    await waitFor(() => expect(currentLocation().searchParams.get('ordering')).toBe('-name'));

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(currentLocation().searchParams.get('page')).toBe('2'));
    expect(screen.getByText('26–50 of 60 staff')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(currentLocation().search).toBe('?ordering=-name'));
  });

  it('opens the staff form from a row, keeping the filters, and closes back to them', async () => {
    setup();
    renderAdmin({ path: '/admin/staff?search=ra' });
    await userEvent.click(await screen.findByText('ops@ua.test'));
    await waitFor(() => expect(`${currentLocation().pathname}${currentLocation().search}`).toBe('/admin/staff/2?search=ra'));
    const drawer = await screen.findByRole('dialog', { name: 'Edit staff member' });
    expect(await within(drawer).findByRole('textbox', { name: /First name/ })).toHaveValue('Ravi');

    await userEvent.click(within(drawer).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(`${currentLocation().pathname}${currentLocation().search}`).toBe('/admin/staff?search=ra'));
  });

  it('says when nobody matches, and offers to clear the filters', async () => {
    mockApi({ 'GET /api/admin/staff/': { status: 200, data: pageOf([]) }, 'GET /api/admin/access-levels/': { status: 200, data: [] } });
    renderAdmin({ path: '/admin/staff?search=zzz' });
    expect(await screen.findByText('No staff match these filters')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    await waitFor(() => expect(currentLocation().search).toBe(''));
  });

  it('shows the server\u2019s refusal when the list cannot be read', async () => {
    mockApi({ 'GET /api/admin/staff/': { status: 403, data: { detail: 'You do not have permission to perform this action.', code: 'forbidden' } }, 'GET /api/admin/access-levels/': { status: 200, data: [] } });
    renderAdmin({ path: '/admin/staff' });
    expect(await screen.findByText('You cannot see the staff list')).toBeInTheDocument();
    expect(screen.getByText(/You do not have permission to perform this action/)).toBeInTheDocument();
  });
});
