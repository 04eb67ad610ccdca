import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { auditEntry, pageOf, staffMember } from '../test/admin-fixtures';
import { currentLocation } from '../../../test/location-probe';
import { preloadAdminSections, renderAdmin } from '../test/render-admin';

const DEACTIVATION = auditEntry({
  id: 51,
  action: 'deactivate',
  entity_type: 'user',
  entity_id: '3',
  actor_id: 1,
  before: { active: true, access_levels: [{ id: 2, name: 'Operations' }] },
  after: { active: false, access_levels: [{ id: 5, name: 'Accounts' }] },
});
const SIGN_IN = auditEntry({ id: 50, action: 'sign_in', actor_id: 3, actor_email: 'viewer@ua.test', entity_id: '3', after: { method: 'google' } });

function setup() {
  return mockApi({
    'GET /api/admin/audit-log/': { status: 200, data: pageOf([DEACTIVATION, SIGN_IN], 2) },
    'GET /api/admin/staff/': { status: 200, data: pageOf([]) },
    'GET /api/admin/staff/1/': { status: 200, data: staffMember({ id: 1, first_name: 'Asha', last_name: 'Rao', email: 'admin@ua.test' }) },
  });
}

const lastQuery = (api: ReturnType<typeof mockApi>) => api.callsTo('GET', '/api/admin/audit-log/').at(-1)?.params;

describe('the audit log', () => {
  beforeAll(preloadAdminSections);

  it('asks for the filters the URL holds, whole days from the first moment of From to the last of To', async () => {
    const api = setup();
    renderAdmin({ path: '/admin/audit-log?actor=1&entity_type=user&entity_id=3&action=deactivate&from=2026-11-01&to=2026-11-22&page=2' });
    await screen.findByText('deactivate');
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
    expect(screen.getByRole('combobox', { name: 'Entity type' })).toHaveValue('user');
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
    expect(await screen.findByDisplayValue('Asha Rao (admin@ua.test)')).toBeInTheDocument();
  });

  it('writes typed filters and dates to the URL, and clears them', async () => {
    setup();
    renderAdmin({ path: '/admin/audit-log?page=4' });
    await screen.findByText('deactivate');
    await userEvent.type(screen.getByRole('combobox', { name: 'Action' }), 'sign_in');
    await waitFor(() => expect(currentLocation().search).toBe('?action=sign_in'));
    await userEvent.type(screen.getByLabelText('From'), '2026-11-01');
    await waitFor(() => expect(currentLocation().searchParams.get('from')).toBe('2026-11-01'));

    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    await waitFor(() => expect(currentLocation().search).toBe(''));
  });

  it('filters by an entry\u2019s actor or entity from its row', async () => {
    setup();
    renderAdmin({ path: '/admin/audit-log' });
    await userEvent.click(await screen.findByRole('button', { name: 'viewer@ua.test' }));
    await waitFor(() => expect(currentLocation().search).toBe('?actor=3'));
    await userEvent.click(screen.getAllByRole('button', { name: 'user #3' })[0] as HTMLElement);
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
    renderAdmin({ path: '/admin/audit-log?action=nothing' });
    expect(await screen.findByText('No entries match these filters')).toBeInTheDocument();
  });
});
