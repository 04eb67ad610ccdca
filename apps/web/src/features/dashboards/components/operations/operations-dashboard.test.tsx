import { screen, within } from '@testing-library/react';
import { DASHBOARD_PATHS } from '@ua/contracts';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../../test/mock-api';
import { operationsOf } from '../../test/dashboard-fixtures';
import { renderDashboard } from '../../test/render-dashboard';
import { OperationsDashboardPage } from './operations-dashboard-page';

describe('the operations dashboard', () => {
  it('counts the fortnight’s departures and what is unconfirmed, each figure opening the bookings it counts', async () => {
    mockApi({ [`GET ${DASHBOARD_PATHS.operations}`]: { status: 200, data: operationsOf() } });
    renderDashboard(<OperationsDashboardPage />, '/dashboards/operations');
    const figures = await screen.findByRole('list', { name: 'Operations figures' });
    expect(within(figures).getByRole('link', { name: '2 bookings departing in 14 days' })).toHaveAttribute('href', '/bookings?departing_within=14');
    expect(within(figures).getByRole('link', { name: '1 departure with a service still to confirm' })).toHaveAttribute('href', '/bookings?unconfirmed=true&departing_within=14');
    expect(within(figures).getByRole('link', { name: '3 services to confirm on the departures' })).toHaveAttribute('href', '/bookings?unconfirmed=true&departing_within=14');
    expect(within(figures).getByRole('link', { name: '2 requests a supplier has not answered' })).toHaveAttribute('href', '/bookings?awaiting_supplier=true');
    expect(within(figures).getByRole('link', { name: '2 bookings awaiting a supplier' })).toHaveAttribute('href', '/bookings?awaiting_supplier=true');
  });

  it('lists each departure with its services still open, its count opening the booking', async () => {
    mockApi({ [`GET ${DASHBOARD_PATHS.operations}`]: { status: 200, data: operationsOf() } });
    renderDashboard(<OperationsDashboardPage />, '/dashboards/operations');
    const table = await screen.findByRole('table', { name: 'Departures' });
    const honeymoon = within(table).getByRole('row', { name: /UA-2026-000001/ });
    expect(honeymoon).toHaveTextContent('Requested');
    expect(honeymoon).toHaveTextContent('Munnar trekking guide');
    expect(within(honeymoon).getByRole('link', { name: '3 of 4 services of UA-2026-000001 to confirm' })).toHaveAttribute('href', '/bookings/1');
    expect(within(table).getByRole('row', { name: /UA-2026-000002/ })).toHaveTextContent('All confirmed');

    const awaiting = screen.getByRole('table', { name: 'Requests not answered' });
    const rows = within(awaiting).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['UA-2026-000005', 'UA-2026-000001']);
  });
});
