import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentLocation } from '../../../../test/location-probe';
import { chooseOption } from '../../../../test/mantine-select';
import { mockApi } from '../../../../test/mock-api';
import { STAFF_LOOKUP, agentFixture } from '../../test/agent-fixtures';
import { MANAGE_LABELS, VIEW_LABELS, renderAgents } from '../../test/render-agents';

function setup(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/agents/3/': { status: 200, data: agentFixture() },
    'GET /api/admin/lookup/staff/': { status: 200, data: STAFF_LOOKUP },
    ...routes,
  });
}

/** Replaces what a box holds with `text`, as a paste would. */
async function fill(box: HTMLElement, text: string) {
  await userEvent.clear(box);
  await userEvent.click(box);
  await userEvent.paste(text);
}

const textbox = (name: string | RegExp, within_: HTMLElement = document.body) => within(within_).getByRole('textbox', { name });

describe('the agent form', () => {
  it('sends a new agent’s commission in basis points and its money in paise, exactly as typed', async () => {
    const api = setup({ 'POST /api/agents/': { status: 201, data: agentFixture() } });
    renderAgents({ path: '/agents/new', labels: MANAGE_LABELS });
    await fill(await screen.findByRole('textbox', { name: /Agency name/ }), 'Sunrise Holidays');
    await fill(textbox(/City/), 'Pune');
    await fill(textbox('Default commission'), '8.5');
    await userEvent.click(screen.getByRole('button', { name: 'Add a category rate' }));
    const rate = screen.getByRole('group', { name: 'Category rate 1' });
    await chooseOption(within(rate).getByRole('combobox', { name: 'Category' }), 'Accommodation');
    await fill(textbox('Commission', rate), '10.29');
    await fill(textbox('Credit limit'), '2,50,000.10');
    await fill(textbox('Low-balance alert'), '-5000');
    await userEvent.click(screen.getByRole('button', { name: 'Add agent' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/agents/')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/agents/')[0]?.body).toEqual({
      agency_name: 'Sunrise Holidays',
      contacts: [],
      city: 'Pune',
      gstin: null,
      pan: null,
      // 8.5% and 10.29% (10.29 × 100 is 1028.9999… as a float), ₹2,50,000.10 and −₹5,000.
      commission_bp: 850,
      commission_overrides: [{ category: 'accommodation', commission_bp: 1_029 }],
      credit_limit_paise: 25_000_010,
      notes: '',
      account_manager_id: null,
      low_balance_alert_paise: -500_000,
    });
    await waitFor(() => expect(currentLocation().pathname).toBe('/agents/3'));
  });

  it('sends the contacts, the GSTIN and PAN in upper case, and the account manager', async () => {
    const api = setup({ 'POST /api/agents/': { status: 201, data: agentFixture() } });
    renderAgents({ path: '/agents/new', labels: MANAGE_LABELS });
    await fill(await screen.findByRole('textbox', { name: /Agency name/ }), 'Sunrise Holidays');
    await fill(textbox(/City/), 'Pune');
    await fill(textbox('GSTIN'), '27aapfu0939f1zv');
    // Shown as it is stored.
    expect(textbox('GSTIN')).toHaveValue('27AAPFU0939F1ZV');
    await fill(textbox('PAN'), 'aapfu0939f');
    await chooseOption(screen.getByRole('combobox', { name: 'Account manager' }), 'Chitra Nair (chitra@ua.test)');
    await userEvent.click(screen.getByRole('button', { name: 'Add a contact' }));
    const contact = screen.getByRole('group', { name: 'Contact 1' });
    await fill(textbox(/Name/, contact), 'Rohan Mehta');
    await fill(textbox('Phone', contact), '+91 98123 45678');
    await userEvent.click(screen.getByRole('button', { name: 'Add agent' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/agents/')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/agents/')[0]?.body).toMatchObject({
      contacts: [{ name: 'Rohan Mehta', phone: '+919812345678', email: null, whatsapp: null }],
      gstin: '27AAPFU0939F1ZV',
      pan: 'AAPFU0939F',
      account_manager_id: 7,
    });
  });

  it('refuses a percentage or an amount it cannot read exactly, and sends nothing', async () => {
    const api = setup();
    renderAgents({ path: '/agents/new', labels: MANAGE_LABELS });
    await fill(await screen.findByRole('textbox', { name: /Agency name/ }), 'Sunrise Holidays');
    await fill(textbox(/City/), 'Pune');
    await fill(textbox('Default commission'), '8.555');
    await fill(textbox('Credit limit'), '50000.505');
    await userEvent.click(screen.getByRole('button', { name: 'Add agent' }));
    expect(textbox('Default commission')).toHaveAccessibleDescription(/Enter a percentage, like 8 or 8.25/);
    expect(textbox('Credit limit')).toHaveAccessibleDescription(/Enter the credit limit in rupees/);
    expect(api.callsTo('POST', '/api/agents/')).toHaveLength(0);
  });

  it('sends only what an edit changed, and shows the server’s field errors of a 400 at their boxes', async () => {
    const api = setup({
      'PATCH /api/agents/3/': {
        status: 400,
        data: {
          detail: 'Check the highlighted fields',
          code: 'validation',
          errors: { gstin: ['The GSTIN’s characters 3 to 12 must be the PAN'], credit_limit_paise: ['The wallet owes ₹12,500.50: the credit limit cannot be less until it is paid back'] },
        },
      },
    });
    renderAgents({ path: '/agents/3/edit', labels: MANAGE_LABELS });
    // The form opens with what is stored, in percent and rupees.
    expect(await screen.findByRole('textbox', { name: 'Default commission' })).toHaveValue('8.5');
    expect(textbox('Credit limit')).toHaveValue('500000');
    await fill(textbox('GSTIN'), '29aagcb7383j1z4');
    await fill(textbox('Credit limit'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(api.callsTo('PATCH', '/api/agents/3/')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/agents/3/')[0]?.body).toEqual({ gstin: '29AAGCB7383J1Z4', credit_limit_paise: 0 });
    await waitFor(() => expect(textbox('GSTIN')).toHaveAccessibleDescription(/The GSTIN’s characters 3 to 12 must be the PAN/));
    expect(textbox('Credit limit')).toHaveAccessibleDescription(/the credit limit cannot be less until it is paid back/);
    expect(currentLocation().pathname).toBe('/agents/3/edit');
  });

  it('shows a taken agency name at its box', async () => {
    setup({ 'POST /api/agents/': { status: 409, data: { detail: 'An agent named "Sunrise Holidays" exists already.', code: 'agent.name_taken', errors: { agency_name: ['An agent with this name exists already'] } } } });
    renderAgents({ path: '/agents/new', labels: MANAGE_LABELS });
    await fill(await screen.findByRole('textbox', { name: /Agency name/ }), 'Sunrise Holidays');
    await fill(textbox(/City/), 'Pune');
    await userEvent.click(screen.getByRole('button', { name: 'Add agent' }));
    await waitFor(() => expect(textbox(/Agency name/)).toHaveAccessibleDescription('An agent with this name exists already'));
  });

  it('is refused at its URL without agents.manage', async () => {
    setup();
    renderAgents({ path: '/agents/3/edit', labels: VIEW_LABELS });
    expect(await screen.findByText('Agent changes are not open to you')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });
});
