import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { ADMINISTRATOR, OPERATIONS, pageOf, staffMember } from '../test/admin-fixtures';
import { currentLocation } from '../../../test/location-probe';
import { emulateScreenWidth } from '../../../test/screen-width';
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

  it('gives focus back to the row’s link when the drawer opened from the row closes with Escape', async () => {
    setup();
    renderAdmin({ path: '/admin/staff?search=ra' });
    // A click on the row, not its link: a row takes no focus, so nothing had it when the drawer opened.
    await userEvent.click(await screen.findByText('ops@ua.test'));
    const drawer = await screen.findByRole('dialog', { name: 'Edit staff member' });
    await within(drawer).findByRole('textbox', { name: /First name/ });

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(currentLocation().pathname).toBe('/admin/staff'));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Ravi Kumar' })).toHaveFocus());
  });

  it('gives focus back to the link that opened the drawer, even when its click did not focus it (as in Safari)', async () => {
    setup();
    renderAdmin({ path: '/admin/staff' });
    fireEvent.click(await screen.findByRole('link', { name: 'Ravi Kumar' }));
    await screen.findByRole('dialog', { name: 'Edit staff member' });
    expect(screen.getByRole('link', { name: 'Ravi Kumar' })).not.toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Ravi Kumar' })).toHaveFocus());
  });

  it('gives focus to Add staff when the form it opens is cancelled', async () => {
    setup();
    renderAdmin({ path: '/admin/staff' });
    await userEvent.click(await screen.findByRole('link', { name: 'Add staff' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add staff member' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Add staff' })).toHaveFocus());
  });

  it('gives focus to the person’s row when a drawer opened by its address closes', async () => {
    setup();
    renderAdmin({ path: '/admin/staff/2' });
    await screen.findByRole('dialog', { name: 'Edit staff member' });
    await screen.findByRole('link', { name: 'Ravi Kumar' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Ravi Kumar' })).toHaveFocus());
  });

  it('shows each person as a card on a phone, with the sort as a select, and a card opens the form', async () => {
    emulateScreenWidth(375);
    setup();
    renderAdmin({ path: '/admin/staff?ordering=-joined' });
    const list = await screen.findByRole('list', { name: 'Staff' });
    expect(screen.queryByRole('table', { name: 'Staff' })).not.toBeInTheDocument();
    const [ravi, meera] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(ravi).getByRole('link', { name: 'Ravi Kumar' })).toHaveAttribute('href', '/admin/staff/2?ordering=-joined');
    expect(ravi).toHaveTextContent('ops@ua.test');
    expect(ravi).toHaveTextContent('Operations');
    expect(ravi).toHaveTextContent('Active');
    expect(meera).toHaveTextContent('Inactive');

    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveDisplayValue('Joined, newest first');
    await userEvent.selectOptions(sort, 'Email, Z to A');
    await waitFor(() => expect(currentLocation().searchParams.get('ordering')).toBe('-email'));

    await userEvent.click(within(list).getByText('viewer@ua.test'));
    await waitFor(() => expect(currentLocation().pathname).toBe('/admin/staff/3'));
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
