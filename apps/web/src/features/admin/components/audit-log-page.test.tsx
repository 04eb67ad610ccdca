import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { auditEntry, pageOf } from '../test/admin-fixtures';
import { chooseOption } from '../../../test/mantine-select';
import { currentLocation } from '../../../test/location-probe';
import { emulateScreenWidth } from '../../../test/screen-width';
import { preloadAdminSections, renderAdmin } from '../test/render-admin';

const DEACTIVATION = auditEntry({
  id: 51,
  action: 'deactivate',
  entity_type: 'user',
  entity_id: '3',
  actor_id: 1,
  entity_name: 'Meera Iyer',
  actor_name: 'Asha Rao',
  before: { active: true, access_levels: [{ id: 2, name: 'Operations' }] },
  after: { active: false, access_levels: [{ id: 5, name: 'Accounts' }] },
});
const SIGN_IN = auditEntry({ id: 50, action: 'sign_in', actor_id: 3, actor_email: 'viewer@ua.test', actor_name: 'Meera Iyer', entity_id: '3', entity_name: 'Meera Iyer', after: { method: 'google' } });
const ASHA = { id: 1, name: 'Asha Rao', email: 'admin@ua.test' };

function setup(entries = [DEACTIVATION, SIGN_IN]) {
  return mockApi({
    'GET /api/admin/audit-log/': { status: 200, data: pageOf(entries) },
    'GET /api/admin/lookup/staff/': { status: 200, data: pageOf([ASHA]) },
  });
}

const lastQuery = (api: ReturnType<typeof mockApi>) => api.callsTo('GET', '/api/admin/audit-log/').at(-1)?.params;

describe('the audit log', () => {
  beforeAll(preloadAdminSections);

  it('asks for the filters the URL holds, whole days from the first moment of From to the last of To', async () => {
    const api = setup();
    renderAdmin({ path: '/admin/audit-log?actor=1&entity_type=user&entity_id=3&action=deactivate&from=2026-11-01&to=2026-11-22&page=2' });
    await screen.findByText('Deactivated');
    expect(lastQuery(api)).toEqual({
      page: 2,
      page_size: 25,
      actor: 1,
      entity_type: 'user',
      entity_id: '3',
      action: 'deactivate',
      from: new Date(2026, 10, 1).toISOString(),
      to: new Date(2026, 10, 22, 23, 59, 59, 999).toISOString(),
    });
    expect(screen.getByRole('combobox', { name: 'Entity type' })).toHaveValue('Staff member');
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveValue('Deactivated');
    expect(screen.getByLabelText('From')).toHaveValue('01/11/2026');
    expect(await screen.findByDisplayValue('Asha Rao (admin@ua.test)')).toBeInTheDocument();
  });

  it('writes picked filters and dates to the URL, and clears them', async () => {
    setup();
    renderAdmin({ path: '/admin/audit-log?page=4' });
    await screen.findByText('Deactivated');
    await chooseOption(screen.getByRole('combobox', { name: 'Action' }), 'Signed in');
    await waitFor(() => expect(currentLocation().search).toBe('?action=sign_in'));
    await userEvent.type(screen.getByLabelText('From'), '01/11/2026');
    await waitFor(() => expect(currentLocation().searchParams.get('from')).toBe('2026-11-01'));

    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    await waitFor(() => expect(currentLocation().search).toBe(''));
  });

  it('filters by an entry\u2019s actor or entity from its row', async () => {
    setup();
    renderAdmin({ path: '/admin/audit-log' });
    await userEvent.click(await screen.findByRole('button', { name: 'Meera Iyer' }));
    await waitFor(() => expect(currentLocation().search).toBe('?actor=3'));
    await userEvent.click(screen.getAllByRole('button', { name: 'Staff member: Meera Iyer' })[0] as HTMLElement);
    await waitFor(() => expect(currentLocation().search).toBe('?actor=3&entity_type=user&entity_id=3'));
  });

  it('refuses, at the field, what the contract\u2019s query schema refuses, and asks nothing', async () => {
    const api = setup();
    renderAdmin({ path: '/admin/audit-log?entity_id=12&from=2026-11-22&to=2026-11-01' });
    expect(await screen.findByText('Choose an entity type with the entity id')).toBeInTheDocument();
    expect(screen.getByText('The end is before the start')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/admin/audit-log/')).toHaveLength(0);
  });

  it('opens a row to show each field as before → after, and what a list gained and lost', async () => {
    setup();
    renderAdmin({ path: '/admin/audit-log' });
    const toggle = await screen.findByRole('button', { name: 'Show the changes of entry 51' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const changes = screen.getByLabelText('Changes');
    const rows = [...changes.querySelectorAll('dt')].map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual(['Active: Yes→No', 'Access levels: − Operations+ AccountsNow: Accounts']);
    expect(within(changes).getByText('Yes')).toHaveStyle({ textDecoration: 'line-through' });

    await userEvent.click(screen.getByRole('button', { name: 'Hide the changes of entry 51' }));
    expect(screen.queryByLabelText('Changes')).not.toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    mockApi({ 'GET /api/admin/audit-log/': { status: 200, data: pageOf([]) } });
    renderAdmin({ path: '/admin/audit-log?action=delete' });
    expect(await screen.findByText('No entries match these filters')).toBeInTheDocument();
  });

  it('names records, actions, people and fields as a person reads them, money in rupees', async () => {
    setup([
      auditEntry({ id: 64, action: 'update', entity_type: 'access_level', entity_id: '7', entity_name: 'Sales team', actor_name: 'Asha Rao' }),
      auditEntry({ id: 63, action: 'delete', entity_type: 'access_level', entity_id: '3', entity_name: null, actor_id: null, actor_email: null, before: { labels: ['bookings.view'] } }),
      auditEntry({ id: 62, action: 'update', entity_type: 'product_variant', entity_id: '41', before: { sell_price_paise: 9_900_000 }, after: { sell_price_paise: 12_345_600 } }),
      auditEntry({ id: 61, action: 'send', entity_type: 'notification_broadcast', entity_id: null }),
    ]);
    renderAdmin({ path: '/admin/audit-log' });
    await screen.findByRole('button', { name: 'Access level: Sales team' });
    const table = screen.getByRole('table', { name: 'Audit log' });
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = rows.map((row) => within(row).getAllByRole('cell').slice(2).map((cell) => cell.textContent));
    expect(cells).toEqual([
      ['Asha Rao', 'Updated', 'Access level: Sales team', '—'],
      ['System', 'Deleted', 'Access level #3', 'Permissions'],
      ['admin@ua.test', 'Updated', 'Product variant #41', 'Sell price'],
      ['admin@ua.test', 'Sent', 'Notification', '—'],
    ]);
    expect(table).not.toHaveTextContent(/access_level|product_variant|paise|notification_broadcast/);

    await userEvent.click(screen.getByRole('button', { name: 'Show the changes of entry 62' }));
    const changes = screen.getByLabelText('Changes');
    expect([...changes.querySelectorAll('dt')].map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`)).toEqual(['Sell price: ₹99,000.00→₹1,23,456.00']);
  });

  it('picks the entity type and the action from the contract\u2019s lists, by their names', async () => {
    setup();
    renderAdmin({ path: '/admin/audit-log' });
    await screen.findByText('Deactivated');
    const entityType = screen.getByRole('combobox', { name: 'Entity type' });
    await userEvent.click(entityType);
    const listbox = await waitFor(() => document.getElementById(entityType.getAttribute('aria-controls') ?? '') ?? Promise.reject(new Error('closed')));
    expect(within(listbox).getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual([
      'Access level',
      'Agent',
      'Background job',
      'Booking',
      'Booking comment',
      'Booking service',
      'Customer link',
      'Due payment',
      'Final itinerary',
      'Itinerary',
      'Location',
      'Location tag',
      'Message',
      'Notification',
      'Payment',
      'Payment link',
      'Payment plan',
      'Product',
      'Product variant',
      'Staff member',
      'Supplier',
      'Traveller',
      'Wallet entry',
      'Wallet top-up',
    ]);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Access level', hidden: true }));
    await waitFor(() => expect(currentLocation().search).toBe('?entity_type=access_level'));
    await chooseOption(screen.getByRole('combobox', { name: 'Action' }), 'Sign-in failed');
    await waitFor(() => expect(currentLocation().search).toBe('?entity_type=access_level&action=sign_in_failed'));
  });

  it('lets an auditor without staff.manage pick the actor by name, through the staff lookup', async () => {
    const api = setup();
    renderAdmin({ path: '/admin/audit-log', labels: ['audit.view'] });
    await screen.findByText('Deactivated');
    const actor = screen.getByRole('combobox', { name: 'Actor' });
    await userEvent.type(actor, 'asha');
    await waitFor(() => expect(api.callsTo('GET', '/api/admin/lookup/staff/').at(-1)?.params).toMatchObject({ q: 'asha' }));
    await chooseOption(actor, 'Asha Rao (admin@ua.test)');
    await waitFor(() => expect(currentLocation().search).toBe('?actor=1'));
    expect(api.callsTo('GET', '/api/admin/staff/')).toHaveLength(0);
  });

  it('shows each entry as a card on a phone, filtering by its actor or record and opening its changes', async () => {
    emulateScreenWidth(375);
    setup();
    renderAdmin({ path: '/admin/audit-log' });
    const list = await screen.findByRole('list', { name: 'Audit log' });
    expect(screen.queryByRole('table', { name: 'Audit log' })).not.toBeInTheDocument();
    const deactivation = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(deactivation).toHaveTextContent('Deactivated');
    expect(deactivation).toHaveTextContent(/Fields: Active, Access levels/);

    await userEvent.click(within(deactivation).getByRole('button', { name: 'Show the changes of entry 51' }));
    expect(within(deactivation).getByLabelText('Changes')).toHaveTextContent(/Active/);
    await userEvent.click(within(deactivation).getByRole('button', { name: 'Asha Rao' }));
    await waitFor(() => expect(currentLocation().search).toBe('?actor=1'));
    await userEvent.click(within(deactivation).getByRole('button', { name: 'Staff member: Meera Iyer' }));
    await waitFor(() => expect(currentLocation().search).toBe('?actor=1&entity_type=user&entity_id=3'));
  });
});
