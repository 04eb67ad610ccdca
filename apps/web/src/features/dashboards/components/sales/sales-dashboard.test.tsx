import { screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { DASHBOARD_PATHS } from '@ua/contracts';
import { describe, expect, it } from 'vitest';
import { currentLocation } from '../../../../test/location-probe';
import { mockApi } from '../../../../test/mock-api';
import { salesOf } from '../../test/dashboard-fixtures';
import { renderDashboard } from '../../test/render-dashboard';
import { SalesDashboardPage } from './sales-dashboard-page';

const userEvent = userEventLib.setup({ delay: null });

describe('the sales dashboard', () => {
  it('shows every trip by status, each count and total opening the trips in that status', async () => {
    mockApi({ [`GET ${DASHBOARD_PATHS.sales}`]: { status: 200, data: salesOf() } });
    renderDashboard(<SalesDashboardPage />, '/dashboards/sales');
    const statuses = await screen.findByRole('list', { name: 'Trips by status' });
    const sent = within(statuses).getByRole('listitem', { name: 'Sent' });
    expect(within(sent).getByRole('link', { name: '1 trip sent' })).toHaveAttribute('href', '/itineraries?status=sent');
    expect(within(sent).getByRole('link', { name: 'Sent trips come to ₹50,000' })).toHaveAttribute('href', '/itineraries?status=sent');
    expect(within(statuses).getByRole('link', { name: '5 trips booked' })).toHaveAttribute('href', '/itineraries?status=booked');
  });

  it('tables the quotes month by month with the conversion, each figure opening the trips first quoted that month', async () => {
    mockApi({ [`GET ${DASHBOARD_PATHS.sales}`]: { status: 200, data: salesOf() } });
    renderDashboard(<SalesDashboardPage />, '/dashboards/sales');
    const table = await screen.findByRole('table', { name: 'Quotes by month' });
    const november = within(table).getByRole('row', { name: /^Nov 2026/ });
    expect(within(november).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['4', '3', '75%', '₹2,00,000', '₹1,50,000']);
    expect(within(november).getByRole('link', { name: '4 quoted in Nov 2026' })).toHaveAttribute('href', '/itineraries?quoted_from=2026-11&quoted_to=2026-11');
    expect(within(november).getByRole('link', { name: '3 won of those quoted in Nov 2026' })).toHaveAttribute('href', '/itineraries?status=accepted&status=booked&quoted_from=2026-11&quoted_to=2026-11');
    expect(within(within(table).getByRole('row', { name: /^Jan 2026/ })).getAllByRole('cell')[2]).toHaveTextContent('–');
    const year = within(table).getByRole('row', { name: /^12 months/ });
    expect(within(year).getByRole('link', { name: '₹1,95,000 won in 12 months' })).toHaveAttribute('href', '/itineraries?status=accepted&status=booked&quoted_from=2025-12&quoted_to=2026-11');
    expect(within(year).getAllByRole('cell')[2]).toHaveTextContent('67%');
  });

  it('shows each owner’s figures and everyone’s, and follows a figure to its list', async () => {
    mockApi({ [`GET ${DASHBOARD_PATHS.sales}`]: { status: 200, data: salesOf() } });
    renderDashboard(<SalesDashboardPage />, '/dashboards/sales');
    const table = await screen.findByRole('table', { name: 'Quotes by owner' });
    const ravi = within(table).getByRole('row', { name: /^Ravi Kumar/ });
    expect(within(ravi).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1', '0', '1', '3', '1', '2', '1', '50%', '₹90,000', '₹45,000']);
    expect(within(ravi).getByRole('link', { name: '3 booked of Ravi Kumar' })).toHaveAttribute('href', '/itineraries?status=booked&owner=7');
    const everyone = within(table).getByRole('row', { name: /^Everyone/ });
    expect(within(everyone).getByRole('link', { name: '6 quoted in 12 months' })).toHaveAttribute('href', '/itineraries?quoted_from=2025-12&quoted_to=2026-11');

    await userEvent.click(within(ravi).getByRole('link', { name: '2 quoted in 12 months of Ravi Kumar' }));
    expect(`${currentLocation().pathname}${currentLocation().search}`).toBe('/itineraries?owner=7&quoted_from=2025-12&quoted_to=2026-11');
  });

  it('says why when the figures cannot be read', async () => {
    mockApi({ [`GET ${DASHBOARD_PATHS.sales}`]: { status: 403, data: { detail: 'You need itineraries.view.', code: 'forbidden' } } });
    renderDashboard(<SalesDashboardPage />, '/dashboards/sales');
    expect(await screen.findByText('You cannot see the sales figures')).toBeInTheDocument();
  });
});
