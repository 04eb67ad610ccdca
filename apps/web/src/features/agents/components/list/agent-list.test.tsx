import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentLocation } from '../../../../test/location-probe';
import { chooseOption } from '../../../../test/mantine-select';
import { mockApi } from '../../../../test/mock-api';
import { emulateScreenWidth } from '../../../../test/screen-width';
import { STAFF_LOOKUP, agentSummary, pageOf } from '../../test/agent-fixtures';
import { MANAGE_LABELS, VIEW_LABELS, WALLET_LABELS, renderAgents } from '../../test/render-agents';

const SUNRISE = agentSummary();
const COASTAL = agentSummary({
  id: 4,
  agency_name: 'Coastal Trails',
  city: 'Kochi',
  status: 'on_hold',
  commission_bp: 1_025,
  credit_limit_paise: 0,
  primary_contact: null,
  account_manager: null,
  wallet: { balance_paise: 75_000_00, available_paise: 75_000_00 },
});

function setup({ results = [SUNRISE, COASTAL], wallet = true } = {}) {
  // The server sends no wallet to a caller without wallet.view.
  const rows = wallet ? results : results.map((agent) => ({ ...agent, wallet: null }));
  return mockApi({
    'GET /api/agents/': { status: 200, data: pageOf(rows, 40) },
    'GET /api/admin/lookup/staff/': { status: 200, data: STAFF_LOOKUP },
  });
}

const lastListCall = (api: ReturnType<typeof setup>) => api.callsTo('GET', '/api/agents/').at(-1)?.params;

describe('the agents list', () => {
  it('reads every filter, the order and the page from the URL and asks the server with them', async () => {
    const api = setup({ wallet: false });
    renderAgents({ path: '/agents?search=sun&status=active&status=on_hold&city=Pune&account_manager=7&ordering=-created&page=2' });
    expect(await screen.findByRole('link', { name: 'Sunrise Holidays' })).toBeInTheDocument();
    expect(lastListCall(api)).toEqual({ page: 2, page_size: 25, search: 'sun', status: ['active', 'on_hold'], city: 'Pune', account_manager: 7, ordering: '-created' });
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('sun');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Pune');
    const statuses = screen.getByRole('group', { name: 'Status' });
    expect(within(statuses).getByRole('checkbox', { name: 'On hold' })).toBeChecked();
    expect(within(statuses).getByRole('checkbox', { name: 'Closed' })).not.toBeChecked();
    expect(await screen.findByDisplayValue('Chitra Nair (chitra@ua.test)')).toBeInTheDocument();
  });

  it('writes statuses, the words, the city, the account manager and the order to the URL and the request, back on page 1', async () => {
    const api = setup({ wallet: false });
    renderAgents({ path: '/agents?page=3' });
    await screen.findByRole('link', { name: 'Sunrise Holidays' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Closed' }));
    await waitFor(() => expect(currentLocation().search).toBe('?status=closed'));
    await userEvent.click(screen.getByRole('textbox', { name: 'Search' }));
    await userEvent.paste('27AAPFU');
    await waitFor(() => expect(currentLocation().search).toBe('?search=27AAPFU&status=closed'));
    await userEvent.click(screen.getByRole('textbox', { name: 'City' }));
    await userEvent.paste('Kochi');
    await waitFor(() => expect(currentLocation().search).toBe('?search=27AAPFU&status=closed&city=Kochi'));
    await chooseOption(screen.getByRole('combobox', { name: 'Account manager' }), 'Asha Rao (asha@ua.test)');
    await chooseOption(screen.getByRole('combobox', { name: 'Order' }), 'Newest first');
    await waitFor(() => expect(currentLocation().search).toBe('?search=27AAPFU&status=closed&city=Kochi&account_manager=1&ordering=-created'));
    await waitFor(() => expect(lastListCall(api)).toEqual({ page: 1, page_size: 25, search: '27AAPFU', status: ['closed'], city: 'Kochi', account_manager: 1, ordering: '-created' }));
  });

  it('shows each agent’s city, primary contact, commission, credit limit, balance, status and account manager to a wallet.view holder', async () => {
    setup();
    renderAgents({ path: '/agents', labels: WALLET_LABELS });
    await screen.findByRole('link', { name: 'Sunrise Holidays' });
    const table = screen.getByRole('table', { name: 'Agents' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Agency', 'City', 'Primary contact', 'Commission', 'Credit limit', 'Balance', 'Status', 'Account manager']);
    const [, sunrise, coastal] = within(table).getAllByRole('row') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(sunrise).getByRole('link', { name: 'Sunrise Holidays' })).toHaveAttribute('href', '/agents/3');
    expect(within(sunrise).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Sunrise Holidays', 'Pune', 'Rohan Mehta+919812345678', '8.5%', '₹5,00,000', '-₹12,500.50', 'Active', 'Chitra Nair']);
    expect(within(coastal).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Coastal Trails', 'Kochi', 'No contact yet', '10.25%', '₹0', '₹75,000', 'On hold', 'Nobody yet']);
  });

  it('leaves the balance out for a viewer without wallet.view, whom the server sends none', async () => {
    setup({ wallet: false });
    renderAgents({ path: '/agents' });
    await screen.findByRole('link', { name: 'Sunrise Holidays' });
    expect(screen.queryByRole('columnheader', { name: 'Balance' })).not.toBeInTheDocument();
    expect(screen.queryByText('-₹12,500.50')).not.toBeInTheDocument();
  });

  it('offers New agent only to holders of agents.manage, and the top-ups awaiting approval only to holders of wallet.view', async () => {
    setup({ wallet: false });
    const { unmount } = renderAgents({ path: '/agents', labels: VIEW_LABELS });
    await screen.findByRole('link', { name: 'Sunrise Holidays' });
    expect(screen.queryByRole('link', { name: 'New agent' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Top-ups awaiting approval' })).not.toBeInTheDocument();
    unmount();
    setup();
    renderAgents({ path: '/agents', labels: [...MANAGE_LABELS, 'wallet.view'] });
    expect(await screen.findByRole('link', { name: 'New agent' })).toHaveAttribute('href', '/agents/new');
    await userEvent.click(screen.getByRole('link', { name: 'Top-ups awaiting approval' }));
    expect(currentLocation().pathname).toBe('/agents/top-ups');
    expect(screen.getByRole('heading', { name: 'Top-ups awaiting approval', level: 1 })).toBeInTheDocument();
  });

  it('keeps the top-ups page from a viewer without wallet.view', async () => {
    setup();
    renderAgents({ path: '/agents/top-ups' });
    expect(await screen.findByText('Top-ups are not open to you')).toBeInTheDocument();
  });

  it('says when no agent matches the filters, and clears them', async () => {
    setup({ results: [] });
    renderAgents({ path: '/agents?status=closed&city=Goa&ordering=-name' });
    expect(await screen.findByText('No agent matches these filters')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1) as HTMLElement);
    await waitFor(() => expect(currentLocation().search).toBe('?ordering=-name'));
  });
});

describe('the agents list on a phone', () => {
  it('shows each agent as a card with its terms, balance and account manager, opening the agent on a tap', async () => {
    emulateScreenWidth(390);
    setup();
    renderAgents({ path: '/agents', labels: WALLET_LABELS });
    const list = await screen.findByRole('list', { name: 'Agents' });
    expect(screen.queryByRole('table', { name: 'Agents' })).not.toBeInTheDocument();
    const [sunrise, coastal] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(sunrise).getByRole('link', { name: 'Sunrise Holidays' })).toHaveAttribute('href', '/agents/3');
    expect(sunrise).toHaveTextContent('Pune · Rohan Mehta');
    expect(sunrise).toHaveTextContent('8.5% commission · ₹5,00,000 credit');
    expect(sunrise).toHaveTextContent('Balance -₹12,500.50');
    expect(sunrise).toHaveTextContent('Chitra Nair');
    expect(coastal).toHaveTextContent('On hold');
    await userEvent.click(within(coastal).getByText('Kochi'));
    await waitFor(() => expect(currentLocation().pathname).toBe('/agents/4'));
  });
});
