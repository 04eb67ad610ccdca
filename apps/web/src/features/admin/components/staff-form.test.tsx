import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { ADMINISTRATOR, OPERATIONS, pageOf, staffMember } from '../test/admin-fixtures';
import { chooseOption } from '../../../test/mantine-select';
import { currentLocation } from '../../../test/location-probe';
import { preloadAdminSections, renderAdmin } from '../test/render-admin';

const ASHA = staffMember({ id: 1, first_name: 'Asha', last_name: 'Rao', email: 'admin@ua.test', access_levels: [{ id: 1, name: 'Administrator' }] });
const MEERA = staffMember({ id: 3, first_name: 'Meera', last_name: 'Iyer', email: 'viewer@ua.test' });

function setup(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/admin/staff/': { status: 200, data: pageOf([ASHA, MEERA]) },
    'GET /api/admin/access-levels/': { status: 200, data: [ADMINISTRATOR, OPERATIONS] },
    'GET /api/admin/staff/1/': { status: 200, data: ASHA },
    'GET /api/admin/staff/3/': { status: 200, data: MEERA },
    ...routes,
  });
}

async function openForm(name: string) {
  const drawer = await screen.findByRole('dialog', { name });
  await within(drawer).findByRole('textbox', { name: /First name/ });
  return drawer;
}

describe('adding a staff member', () => {
  beforeAll(preloadAdminSections);

  it('shows the contract schema\u2019s messages beside their fields, and sends nothing', async () => {
    const api = setup();
    renderAdmin({ path: '/admin/staff/new' });
    const drawer = await openForm('Add staff member');
    await userEvent.type(within(drawer).getByRole('textbox', { name: /Email/ }), 'not-an-email');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add staff member' }));

    expect(within(drawer).getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(/Enter a valid email address/);
    expect(within(drawer).getByRole('textbox', { name: /First name/ })).toHaveAccessibleDescription(/Enter a first name/);
    expect(api.callsTo('POST', '/api/admin/staff/')).toHaveLength(0);
  });

  it('sends what the schema parsed (trimmed, lower-cased email, the chosen levels), then says so and closes', async () => {
    const created = staffMember({ id: 9, first_name: 'Kiran', last_name: 'Das', email: 'kiran.das@ua.test' });
    const api = setup({ 'POST /api/admin/staff/': { status: 201, data: created } });
    renderAdmin({ path: '/admin/staff/new?search=k' });
    const drawer = await openForm('Add staff member');
    await userEvent.type(within(drawer).getByRole('textbox', { name: /Email/ }), '  Kiran.Das@UA.test ');
    await userEvent.type(within(drawer).getByRole('textbox', { name: /First name/ }), 'Kiran');
    await userEvent.type(within(drawer).getByRole('textbox', { name: /Last name/ }), 'Das');
    await chooseOption(within(drawer).getByRole('combobox', { name: 'Access levels' }), 'Operations');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add staff member' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/admin/staff/')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/admin/staff/')[0]?.body).toEqual({ email: 'kiran.das@ua.test', first_name: 'Kiran', last_name: 'Das', access_level_ids: [2] });
    expect(await screen.findByText('Staff member added')).toBeInTheDocument();
    await waitFor(() => expect(`${currentLocation().pathname}${currentLocation().search}`).toBe('/admin/staff?search=k'));
  });

  it('puts the server\u2019s field errors of a 409 beside the field, with a toast', async () => {
    setup({
      'POST /api/admin/staff/': { status: 409, data: { detail: 'kiran@ua.test already has an account.', code: 'staff.email_taken', errors: { email: ['This email already has an account'] } } },
    });
    renderAdmin({ path: '/admin/staff/new' });
    const drawer = await openForm('Add staff member');
    await userEvent.type(within(drawer).getByRole('textbox', { name: /Email/ }), 'kiran@ua.test');
    await userEvent.type(within(drawer).getByRole('textbox', { name: /First name/ }), 'Kiran');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add staff member' }));

    await waitFor(() => expect(within(drawer).getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(/This email already has an account/));
    expect(screen.getByText('kiran@ua.test already has an account.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add staff member' })).toBeInTheDocument();
  });

  it('puts the server\u2019s field errors of a 400 beside the field', async () => {
    setup({
      'POST /api/admin/staff/': { status: 400, data: { detail: 'Invalid body: access_level_ids: No access level with id 2', code: 'validation', errors: { access_level_ids: ['No access level with id 2'] } } },
    });
    renderAdmin({ path: '/admin/staff/new' });
    const drawer = await openForm('Add staff member');
    await userEvent.type(within(drawer).getByRole('textbox', { name: /Email/ }), 'kiran@ua.test');
    await userEvent.type(within(drawer).getByRole('textbox', { name: /First name/ }), 'Kiran');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add staff member' }));
    expect(await within(drawer).findByText('No access level with id 2')).toBeInTheDocument();
  });
});

describe('editing a staff member', () => {
  beforeAll(preloadAdminSections);

  it('sends only what changed, and deactivating says it signs the person out', async () => {
    const api = setup({ 'PATCH /api/admin/staff/3/': { status: 200, data: { ...MEERA, active: false, last_name: 'Iyer K' } } });
    renderAdmin({ path: '/admin/staff/3' });
    const drawer = await openForm('Edit staff member');
    expect(within(drawer).getByRole('button', { name: 'Save changes' })).toBeDisabled();

    await userEvent.type(within(drawer).getByRole('textbox', { name: /Last name/ }), ' K');
    await userEvent.click(within(drawer).getByRole('switch', { name: /^Active/ }));
    expect(within(drawer).getByText(/Saving signs Meera out everywhere at once/)).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Deactivate and save' }));

    await waitFor(() => expect(api.callsTo('PATCH', '/api/admin/staff/3/')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/admin/staff/3/')[0]?.body).toEqual({ last_name: 'Iyer K', active: false });
  });

  it('shows the server\u2019s self-deactivation refusal at the switch', async () => {
    setup({
      'PATCH /api/admin/staff/1/': { status: 400, data: { detail: 'You cannot deactivate your own account.', code: 'staff.self_deactivation', errors: { active: ['You cannot deactivate your own account'] } } },
    });
    renderAdmin({ path: '/admin/staff/1', userId: 1 });
    const drawer = await openForm('Edit staff member');
    expect(within(drawer).getByText('This is your own account: you cannot deactivate it.')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('switch', { name: /^Active/ }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Deactivate and save' }));
    expect(await within(drawer).findByText('You cannot deactivate your own account')).toBeInTheDocument();
    expect(screen.getByText('You cannot deactivate your own account.')).toBeInTheDocument();
  });

  it('shows the last-admin guard\u2019s detail in the form, and refreshes nothing of the viewer', async () => {
    const detail = 'Asha Rao is the last active member who can manage staff; give someone else the staff.manage label first.';
    const onOwnAccountChanged = vi.fn();
    setup({ 'PATCH /api/admin/staff/1/': { status: 409, data: { detail, code: 'staff.last_manager' } } });
    renderAdmin({ path: '/admin/staff/1', userId: 1, onOwnAccountChanged });
    const drawer = await openForm('Edit staff member');
    // Taking Administrator off the last person who holds staff.manage.
    await userEvent.click(within(drawer).getByRole('combobox', { name: 'Access levels' }));
    await userEvent.keyboard('{Backspace}');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save changes' }));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(detail);
    expect(onOwnAccountChanged).not.toHaveBeenCalled();
  });

  it('shows the server\u2019s refusal of a level with labels the granter lacks beside the levels, with its detail', async () => {
    const detail = 'You cannot grant an access level with labels you do not hold yourself: "Operations" carries bookings.manage.';
    setup({
      'PATCH /api/admin/staff/3/': { status: 403, data: { detail, code: 'access_level.labels_not_held', errors: { access_level_ids: ['"Operations" carries bookings.manage, which you do not hold yourself'] } } },
    });
    renderAdmin({ path: '/admin/staff/3' });
    const drawer = await openForm('Edit staff member');
    await chooseOption(within(drawer).getByRole('combobox', { name: 'Access levels' }), 'Operations');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save changes' }));
    expect(await within(drawer).findByText('"Operations" carries bookings.manage, which you do not hold yourself')).toBeInTheDocument();
    expect(screen.getByText(detail)).toBeInTheDocument();
  });

  it('shows the server\u2019s refusal of a change to one\u2019s own levels', async () => {
    setup({
      'PATCH /api/admin/staff/1/': { status: 403, data: { detail: 'You cannot change your own access levels; ask another member who manages staff.', code: 'staff.own_levels', errors: { access_level_ids: ['You cannot change your own access levels'] } } },
    });
    renderAdmin({ path: '/admin/staff/1', userId: 1 });
    const drawer = await openForm('Edit staff member');
    await chooseOption(within(drawer).getByRole('combobox', { name: 'Access levels' }), 'Operations');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save changes' }));
    expect(await within(drawer).findByText('You cannot change your own access levels')).toBeInTheDocument();
    expect(screen.getByText('You cannot change your own access levels; ask another member who manages staff.')).toBeInTheDocument();
  });

  it('refreshes the viewer\u2019s own account after they save themselves', async () => {
    const onOwnAccountChanged = vi.fn();
    setup({ 'PATCH /api/admin/staff/1/': { status: 200, data: { ...ASHA, first_name: 'Asha M' } } });
    renderAdmin({ path: '/admin/staff/1', userId: 1, onOwnAccountChanged });
    const drawer = await openForm('Edit staff member');
    await userEvent.type(within(drawer).getByRole('textbox', { name: /First name/ }), ' M');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onOwnAccountChanged).toHaveBeenCalledTimes(1));
  });
});
