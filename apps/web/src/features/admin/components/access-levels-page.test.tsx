import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { permissionLabelCatalogue } from '@ua/contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { ADMINISTRATOR, OPERATIONS, accessLevel } from '../test/admin-fixtures';
import { preloadAdminSections, renderAdmin } from '../test/render-admin';

const UNUSED = accessLevel({ id: 7, name: 'Interns', labels: ['bookings.view'], holder_count: 0 });

function setup(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/admin/access-levels/': { status: 200, data: [ADMINISTRATOR, UNUSED, OPERATIONS] },
    'GET /api/admin/labels/': { status: 200, data: permissionLabelCatalogue() },
    ...routes,
  });
}

async function openEditor(button: string) {
  await userEvent.click(await screen.findByRole('button', { name: button }));
  const drawer = await screen.findByRole('dialog');
  await within(drawer).findByRole('textbox', { name: /Name/ });
  return drawer;
}

describe('the access levels', () => {
  beforeAll(preloadAdminSections);

  it('list each level with its holders, linked to the staff who hold it', async () => {
    setup();
    renderAdmin({ path: '/admin/access-levels' });
    const card = await screen.findByRole('article', { name: 'Operations' });
    expect(within(card).getByRole('link', { name: '3 holders' })).toHaveAttribute('href', '/admin/staff?access_level=2');
    expect(within(card).getByRole('list', { name: 'Permissions of Operations' })).toHaveTextContent('Bookings');
  });

  it('group the catalogue\u2019s labels by area in the editor, each with its description', async () => {
    setup();
    renderAdmin({ path: '/admin/access-levels' });
    const drawer = await openEditor('Edit Operations');

    const areas = within(drawer).getAllByRole('group');
    expect(areas.map((area) => area.querySelector('legend')?.textContent?.replace(/\d+ of \d+$/, ''))).toEqual([
      'Staff & access', 'Notifications', 'Audit log', 'Locations', 'Suppliers', 'Products', 'Itineraries', 'Bookings', 'Payments', 'Agents', 'Wallet', 'Messaging', 'System',
    ]);
    const bookings = areas[7] as HTMLElement;
    expect(within(bookings).getAllByRole('checkbox').map((box) => box.getAttribute('aria-label'))).toEqual(['All of Bookings', 'bookings.view', 'bookings.manage']);
    expect(within(bookings).getByRole('checkbox', { name: 'bookings.manage' })).toBeChecked();
    expect(within(bookings).getByText('Act on booking services with suppliers and comment on bookings')).toBeInTheDocument();
    expect(within(areas[8] as HTMLElement).getByRole('checkbox', { name: 'payments.record' })).not.toBeChecked();
  });

  it('save a new level with the labels in catalogue order, after the schema has checked the name', async () => {
    const api = setup({ 'POST /api/admin/access-levels/': { status: 201, data: accessLevel({ name: 'Accounts', labels: ['payments.view', 'payments.record'] }) } });
    renderAdmin({ path: '/admin/access-levels' });
    const drawer = await openEditor('New access level');
    await userEvent.click(within(drawer).getByRole('checkbox', { name: 'payments.record' }));
    await userEvent.click(within(drawer).getByRole('checkbox', { name: 'payments.view' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Create access level' }));
    expect(within(drawer).getByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription(/Enter a name/);
    expect(api.callsTo('POST', '/api/admin/access-levels/')).toHaveLength(0);

    await userEvent.type(within(drawer).getByRole('textbox', { name: /Name/ }), 'Accounts');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Create access level' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/admin/access-levels/')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/admin/access-levels/')[0]?.body).toEqual({ name: 'Accounts', labels: ['payments.view', 'payments.record'] });
  });

  it('tick or untick a whole area at once', async () => {
    const api = setup({ 'PATCH /api/admin/access-levels/2/': { status: 200, data: OPERATIONS } });
    const onOwnAccountChanged = vi.fn();
    renderAdmin({ path: '/admin/access-levels', onOwnAccountChanged });
    const drawer = await openEditor('Edit Operations');
    await userEvent.click(within(drawer).getByRole('checkbox', { name: 'All of Wallet' }));
    await userEvent.click(within(drawer).getByRole('checkbox', { name: 'All of Bookings' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save access level' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/admin/access-levels/2/')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/admin/access-levels/2/')[0]?.body).toEqual({ labels: ['wallet.view', 'wallet.adjust'] });
    await waitFor(() => expect(onOwnAccountChanged).toHaveBeenCalled());
  });

  it('show a taken name from the server\u2019s 409 beside the name', async () => {
    setup({ 'POST /api/admin/access-levels/': { status: 409, data: { detail: 'An access level named "Operations" exists already.', code: 'access_level.name_taken', errors: { name: ['An access level with this name exists already'] } } } });
    renderAdmin({ path: '/admin/access-levels' });
    const drawer = await openEditor('New access level');
    await userEvent.type(within(drawer).getByRole('textbox', { name: /Name/ }), 'Operations');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Create access level' }));
    await waitFor(() => expect(within(drawer).getByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription(/An access level with this name exists already/));
  });
});

describe('refusals of labels the editor does not hold', () => {
  beforeAll(preloadAdminSections);

  it('show the server\u2019s 403 under the permissions, with its detail', async () => {
    const detail = 'You cannot give "Operations" labels you do not hold yourself: wallet.adjust.';
    setup({ 'PATCH /api/admin/access-levels/2/': { status: 403, data: { detail, code: 'access_level.labels_not_held', errors: { labels: ['You do not hold this label yourself: wallet.adjust'] } } } });
    renderAdmin({ path: '/admin/access-levels' });
    const drawer = await openEditor('Edit Operations');
    await userEvent.click(within(drawer).getByRole('checkbox', { name: 'wallet.adjust' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save access level' }));
    expect(await within(drawer).findByText('You do not hold this label yourself: wallet.adjust')).toBeInTheDocument();
    expect(screen.getByText(detail)).toBeInTheDocument();
  });
});

describe('deleting an access level', () => {
  beforeAll(preloadAdminSections);

  it('explains whose access goes with a held level, and sends confirm=true', async () => {
    const api = setup({ 'DELETE /api/admin/access-levels/2/': { status: 204 } });
    renderAdmin({ path: '/admin/access-levels' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Operations' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Operations?' });
    expect(dialog).toHaveTextContent('3 staff members hold Operations. Deleting it takes its 2 permissions away from all of them at once');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete and remove from 3 staff' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/admin/access-levels/2/')).toHaveLength(1));
    expect(api.callsTo('DELETE', '/api/admin/access-levels/2/')[0]?.params).toEqual({ confirm: 'true' });
    expect(await screen.findByText('Access level deleted')).toBeInTheDocument();
  });

  it('deletes a level nobody holds without the flag', async () => {
    const api = setup({ 'DELETE /api/admin/access-levels/7/': { status: 204 } });
    renderAdmin({ path: '/admin/access-levels' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Interns' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Interns?' });
    expect(dialog).toHaveTextContent('Nobody holds Interns');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete access level' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/admin/access-levels/7/')).toHaveLength(1));
    expect(api.callsTo('DELETE', '/api/admin/access-levels/7/')[0]?.params).toEqual({});
  });

  it('shows the server\u2019s refusal in the dialog and keeps it open', async () => {
    const detail = 'Deleting "Administrator" would leave nobody able to manage staff; give staff.manage to another active member first.';
    setup({ 'DELETE /api/admin/access-levels/1/': { status: 409, data: { detail, code: 'staff.last_manager' } } });
    renderAdmin({ path: '/admin/access-levels' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Administrator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Administrator?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete and remove from 1 person' }));
    expect(await within(dialog).findByText(detail)).toBeInTheDocument();
  });

  it('gives focus back to the level’s Edit button when its drawer closes', async () => {
    setup();
    renderAdmin({ path: '/admin/access-levels' });
    await openEditor('Edit Operations');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Operations' })).toHaveFocus());
  });
});
