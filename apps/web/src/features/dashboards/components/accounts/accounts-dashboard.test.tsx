import { screen, within } from '@testing-library/react';
import { DASHBOARD_PATHS } from '@ua/contracts';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../../test/mock-api';
import { accountsOf } from '../../test/dashboard-fixtures';
import { renderDashboard } from '../../test/render-dashboard';
import { AccountsDashboardPage } from './accounts-dashboard-page';

describe('the accounts dashboard', () => {
  it('shows what is owed by age, each amount and count opening the dues of that age', async () => {
    mockApi({ [`GET ${DASHBOARD_PATHS.accounts}`]: { status: 200, data: accountsOf() } });
    renderDashboard(<AccountsDashboardPage />, '/dashboards/accounts');
    const ages = await screen.findByRole('list', { name: 'Owed by age' });
    const late = within(ages).getByRole('listitem', { name: '8–30 days late' });
    expect(within(late).getByRole('link', { name: '₹23,617.90 owed, 8–30 days late' })).toHaveAttribute('href', '/payments?age=8-30');
    expect(within(late).getByRole('link', { name: '1 due 8–30 days late' })).toHaveAttribute('href', '/payments?age=8-30');
    expect(within(ages).getByRole('link', { name: '₹95,763.20 owed, not yet due' })).toHaveAttribute('href', '/payments?age=not_due');
  });

  it('tables the collections week by week, newest first, each opening that week’s payments', async () => {
    mockApi({ [`GET ${DASHBOARD_PATHS.accounts}`]: { status: 200, data: accountsOf() } });
    renderDashboard(<AccountsDashboardPage />, '/dashboards/accounts');
    const table = await screen.findByRole('table', { name: 'Collections by week' });
    const [latest] = within(table).getAllByRole('row').slice(1);
    expect(latest).toHaveTextContent('23–29 Nov');
    expect(within(latest as HTMLElement).getByRole('link', { name: '₹75,000 received 23–29 Nov' })).toHaveAttribute('href', '/payments/received?kind=payment&received_from=2026-11-23&received_to=2026-11-29&reversed=false');
    expect(within(latest as HTMLElement).getByRole('link', { name: '2 payments received 23–29 Nov' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /^9–15 Nov/ })).toHaveTextContent('₹10,000');
  });

  it('links the open payment links and the top-ups waiting to their lists', async () => {
    mockApi({ [`GET ${DASHBOARD_PATHS.accounts}`]: { status: 200, data: accountsOf() } });
    renderDashboard(<AccountsDashboardPage />, '/dashboards/accounts');
    expect(await screen.findByRole('link', { name: '₹30,000 still to pay on open links' })).toHaveAttribute('href', '/payments/links?status=created&status=partially_paid');
    expect(screen.getByRole('link', { name: '1 link open' })).toHaveAttribute('href', '/payments/links?status=created&status=partially_paid');
    expect(screen.getByRole('link', { name: '₹50,000 of top-ups awaiting approval' })).toHaveAttribute('href', '/agents/top-ups');
  });

  it('leaves the top-ups out when the server does (no wallet.view)', async () => {
    mockApi({ [`GET ${DASHBOARD_PATHS.accounts}`]: { status: 200, data: accountsOf({ top_ups_waiting: null }) } });
    renderDashboard(<AccountsDashboardPage />, '/dashboards/accounts');
    expect(await screen.findByRole('listitem', { name: 'Payment links open' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Top-ups awaiting approval' })).not.toBeInTheDocument();
  });
});
