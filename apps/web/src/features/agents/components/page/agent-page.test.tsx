import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentLocation } from '../../../../test/location-probe';
import { mockApi } from '../../../../test/mock-api';
import { emulateScreenWidth } from '../../../../test/screen-width';
import { agentFixture, agentTrip } from '../../test/agent-fixtures';
import { MANAGE_LABELS, VIEW_LABELS, WALLET_LABELS, renderAgents } from '../../test/render-agents';

const TRIPS = [
  agentTrip(),
  // Running: its commission is still to come.
  agentTrip({ id: 43, title: 'Goa beaches', customer_name: 'Rahul Sharma', start_date: '2027-01-04', status: 'accepted', quoted_total_paise: 8_000_000, booking: null, commission_paise: 680_000, commission_credited: false }),
  // Lost: it earns nothing.
  agentTrip({ id: 44, title: 'Ladakh ride', customer_name: 'Dev Patel', start_date: '2027-06-01', status: 'lost', booking: null, commission_paise: 500_000, commission_credited: false }),
];

function setup(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/agents/3/': { status: 200, data: agentFixture() },
    'GET /api/agents/3/trips/': { status: 200, data: { trips: TRIPS } },
    ...routes,
  });
}

describe('an agent’s page', () => {
  it('heads the page with the agency, its status, city, GSTIN and account manager, and shows its contacts and commission', async () => {
    setup();
    renderAgents({ path: '/agents/3' });
    expect(await screen.findByRole('heading', { name: 'Sunrise Holidays', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('City').parentElement).toHaveTextContent('City Pune');
    expect(screen.getByText('Account manager', { selector: 'p' })).toHaveTextContent('Account manager Chitra Nair');
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    const contacts = screen.getByRole('list', { name: 'Contacts' });
    expect(within(contacts).getByRole('link', { name: '+919812345678' })).toHaveAttribute('href', 'tel:+919812345678');
    expect(within(contacts).getByRole('link', { name: 'accounts@sunrise.example' })).toHaveAttribute('href', 'mailto:accounts@sunrise.example');
    const commission = screen.getByRole('table', { name: 'Commission' });
    expect(within(commission).getAllByRole('row').map((row) => row.textContent)).toEqual(['DefaultEvery category without its own rate8.5%', 'Accommodation10%']);
    expect(screen.getByText('₹5,00,000')).toBeInTheDocument();
    // Nothing to change for a viewer.
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Put on hold' })).not.toBeInTheDocument();
  });

  it('lists the agent’s trips, each linking to its trip and booking, with the commission earned and still to come', async () => {
    setup();
    renderAgents({ path: '/agents/3' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Trips' }));
    expect(currentLocation().pathname).toBe('/agents/3/trips');
    const table = await screen.findByRole('table', { name: 'Trips' });
    const [, kerala, goa, ladakh] = within(table).getAllByRole('row') as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(kerala).getByRole('link', { name: 'Kerala backwaters' })).toHaveAttribute('href', '/itineraries/42');
    expect(within(kerala).getByRole('link', { name: 'UA-2026-000005' })).toHaveAttribute('href', '/bookings/5');
    expect(within(kerala).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Kerala backwaters', 'Meera Nair', '11/12/2026', 'Booked', '₹15,488', 'UA-2026-000005Completed', '₹1,316.48Credited']);
    expect(goa).toHaveTextContent('Not booked');
    expect(goa).toHaveTextContent('₹6,800Not yet');
    expect(ladakh).toHaveTextContent('₹5,000Not earned');
    // Earned: what was credited; still to come: the running trips, not the lost one.
    expect(screen.getByText('Commission earned').parentElement).toHaveTextContent('₹1,316.48');
    expect(screen.getByText('Still to come').parentElement).toHaveTextContent('₹6,800');
  });

  it('shows the trips as cards on a phone', async () => {
    emulateScreenWidth(390);
    setup();
    renderAgents({ path: '/agents/3/trips' });
    const list = await screen.findByRole('list', { name: 'Trips' });
    const [kerala] = within(list).getAllByRole('listitem') as [HTMLElement];
    expect(kerala).toHaveTextContent('Meera Nair · from 11/12/2026');
    expect(within(kerala).getByRole('link', { name: 'UA-2026-000005' })).toHaveAttribute('href', '/bookings/5');
  });

  it('offers the Wallet tab only to holders of wallet.view', async () => {
    setup();
    const { unmount } = renderAgents({ path: '/agents/3', labels: VIEW_LABELS });
    await screen.findByRole('heading', { name: 'Sunrise Holidays', level: 1 });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Details', 'Trips']);
    unmount();
    setup();
    const second = renderAgents({ path: '/agents/3/wallet', labels: VIEW_LABELS });
    expect(await screen.findByText('The wallet is not open to you')).toBeInTheDocument();
    second.unmount();
    setup();
    renderAgents({ path: '/agents/3', labels: WALLET_LABELS });
    await userEvent.click(await screen.findByRole('tab', { name: 'Wallet' }));
    expect(currentLocation().pathname).toBe('/agents/3/wallet');
    expect(screen.getByRole('tab', { name: 'Wallet' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText('The wallet is not open to you')).not.toBeInTheDocument();
  });

  it('puts an agent on hold only with a reason, and shows why on its page', async () => {
    const held = agentFixture({ status: 'on_hold', status_reason: 'Two invoices unpaid', status_changed_at: '2026-03-05T10:00:00.000Z' });
    const api = setup({ 'POST /api/agents/3/status/': { status: 200, data: held } });
    renderAgents({ path: '/agents/3', labels: MANAGE_LABELS });
    await userEvent.click(await screen.findByRole('button', { name: 'Put on hold' }));
    const dialog = await screen.findByRole('dialog', { name: 'Put Sunrise Holidays on hold?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Put on hold' }));
    expect(within(dialog).getByRole('textbox', { name: /Why/ })).toHaveAccessibleDescription(/Say why/);
    expect(api.callsTo('POST', '/api/agents/3/status/')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Why/ }));
    await userEvent.paste('Two invoices unpaid');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Put on hold' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/agents/3/status/')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/agents/3/status/')[0]?.body).toEqual({ status: 'on_hold', reason: 'Two invoices unpaid' });
    expect(await screen.findByText(/Two invoices unpaid/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make active' })).toBeInTheDocument();
  });

  it('says so when no agent has the number', async () => {
    mockApi({ 'GET /api/agents/99/': { status: 404, data: { detail: 'No such agent.', code: 'not_found' } } });
    renderAgents({ path: '/agents/99' });
    expect(await screen.findByText('No such agent')).toBeInTheDocument();
  });
});
