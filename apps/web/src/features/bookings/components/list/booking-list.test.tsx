import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentLocation } from '../../../../test/location-probe';
import { chooseOption } from '../../../../test/mantine-select';
import { mockApi } from '../../../../test/mock-api';
import { emulateScreenWidth } from '../../../../test/screen-width';
import { STAFF_LOOKUP, bookingSummary, pageOf } from '../../test/booking-fixtures';
import { MANAGE_LABELS, renderBookings } from '../../test/render-bookings';

const KERALA = bookingSummary();
const GOA = bookingSummary({
  id: 6,
  reference: 'UA-2026-000006',
  status: 'confirmed',
  itinerary: { id: 43, reference: 'UA-IT-00043', title: 'Goa beaches' },
  customer_name: 'Meera Nair',
  start_date: '2027-01-04',
  end_date: '2027-01-08',
  travellers_count: 2,
  assigned_to: null,
  services: { total: 3, confirmed: 3, open: 0, rejected: 0, cancelled: 0 },
});

function setup(results = [KERALA, GOA]) {
  return mockApi({
    'GET /api/booking/': { status: 200, data: pageOf(results, 40) },
    'GET /api/admin/lookup/staff/': { status: 200, data: STAFF_LOOKUP },
    'GET /api/suppliers/80/': { status: 200, data: { id: 80, display_name: 'Tea County Hotels' } },
  });
}

const lastListCall = (api: ReturnType<typeof setup>) => api.callsTo('GET', '/api/booking/').at(-1)?.params;

describe('the bookings list', () => {
  it('reads every filter, the order and the page from the URL and asks the server with them', async () => {
    const api = setup();
    renderBookings({
      path: '/bookings?search=sharma&status=confirming&status=confirmed&travel_from=2026-12-01&travel_to=2026-12-31&owner=1&assigned=none&supplier=80&unconfirmed=true&ordering=-created&page=2',
      labels: MANAGE_LABELS,
    });
    expect(await screen.findByRole('link', { name: 'UA-2026-000005' })).toBeInTheDocument();
    expect(lastListCall(api)).toEqual({
      page: 2,
      page_size: 25,
      search: 'sharma',
      status: ['confirming', 'confirmed'],
      travel_from: '2026-12-01',
      travel_to: '2026-12-31',
      owner: 1,
      assigned: 'none',
      supplier: 80,
      // Sent as the string the query schema reads.
      unconfirmed: 'true',
      ordering: '-created',
    });
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('sharma');
    const statuses = screen.getByRole('group', { name: 'Status' });
    expect(within(statuses).getByRole('checkbox', { name: 'Confirming' })).toBeChecked();
    expect(within(statuses).getByRole('checkbox', { name: 'Cancelled' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Travelling from' })).toHaveValue('01/12/2026');
    expect(screen.getByRole('combobox', { name: 'Assigned to' })).toHaveValue('Nobody yet');
    expect(await screen.findByDisplayValue('Tea County Hotels')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Has unconfirmed services' })).toBeChecked();
  });

  it('writes statuses, travel dates, nobody assigned and the unconfirmed switch to the URL and the request, back on page 1', async () => {
    const api = setup();
    renderBookings({ path: '/bookings?page=3' });
    await screen.findByRole('link', { name: 'UA-2026-000005' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Confirming' }));
    await waitFor(() => expect(currentLocation().search).toBe('?status=confirming'));
    await userEvent.click(screen.getByRole('textbox', { name: 'Travelling from' }));
    await userEvent.paste('01/12/2026');
    await chooseOption(screen.getByRole('combobox', { name: 'Assigned to' }), 'Nobody yet');
    await userEvent.click(screen.getByRole('switch', { name: 'Has unconfirmed services' }));
    await waitFor(() => expect(currentLocation().search).toBe('?status=confirming&travel_from=2026-12-01&assigned=none&unconfirmed=true'));
    await waitFor(() => expect(lastListCall(api)).toEqual({ page: 1, page_size: 25, status: ['confirming'], travel_from: '2026-12-01', assigned: 'none', unconfirmed: 'true', ordering: 'start_date' }));
  });

  it('writes a person assigned over nobody, and leaves the unconfirmed filter out once switched off', async () => {
    const api = setup();
    renderBookings({ path: '/bookings?assigned=none&unconfirmed=true' });
    await screen.findByRole('link', { name: 'UA-2026-000005' });
    await chooseOption(screen.getByRole('combobox', { name: 'Assigned to' }), 'Chitra Nair (chitra@ua.test)');
    await userEvent.click(screen.getByRole('switch', { name: 'Has unconfirmed services' }));
    // Off is every booking, not only the confirmed ones: the filter leaves the URL.
    await waitFor(() => expect(currentLocation().search).toBe('?assigned=7'));
    await waitFor(() => expect(lastListCall(api)).toEqual({ page: 1, page_size: 25, assigned: 7, ordering: 'start_date' }));
  });

  it('shows each booking’s customer and trip, dates, travellers, status, where its suppliers stand and who runs it', async () => {
    setup();
    renderBookings({ path: '/bookings' });
    await screen.findByRole('link', { name: 'UA-2026-000005' });
    const [, kerala, goa] = within(screen.getByRole('table', { name: 'Bookings' })).getAllByRole('row') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(kerala).getByRole('link', { name: 'UA-2026-000005' })).toHaveAttribute('href', '/bookings/5');
    expect(kerala).toHaveTextContent('Rahul SharmaKerala family trip');
    expect(kerala).toHaveTextContent('11/12/2026 – 15/12/2026');
    expect(kerala).toHaveTextContent('Confirming');
    // A cancelled service is no longer wanted: 2 of the 4 still wanted are confirmed.
    expect(kerala).toHaveTextContent('2/4 confirmed');
    expect(within(kerala).getByText('2 open')).toBeInTheDocument();
    expect(within(kerala).getByText('1 rejected')).toBeInTheDocument();
    expect(kerala).toHaveTextContent('Chitra Nair');
    expect(goa).toHaveTextContent('3/3 confirmed');
    expect(within(goa).queryByText(/open/)).not.toBeInTheDocument();
    expect(goa).toHaveTextContent('Nobody yet');
  });

  it('links to the departures for every reader, and offers New booking only to holders of bookings.manage', async () => {
    setup();
    const { unmount } = renderBookings({ path: '/bookings' });
    await screen.findByRole('link', { name: 'UA-2026-000005' });
    expect(screen.getByRole('link', { name: 'Departures' })).toHaveAttribute('href', '/bookings/departures');
    expect(screen.queryByRole('link', { name: 'New booking' })).not.toBeInTheDocument();
    // The supplier filter searches suppliers, which needs suppliers.view.
    expect(screen.queryByRole('combobox', { name: 'Supplier' })).not.toBeInTheDocument();
    unmount();
    setup();
    renderBookings({ path: '/bookings', labels: MANAGE_LABELS });
    expect(await screen.findByRole('link', { name: 'New booking' })).toHaveAttribute('href', '/bookings/new');
    expect(screen.getByRole('combobox', { name: 'Supplier' })).toBeInTheDocument();
  });

  it('says when no booking matches the filters, and clears them', async () => {
    setup([]);
    renderBookings({ path: '/bookings?status=cancelled&unconfirmed=true&ordering=-updated' });
    expect(await screen.findByText('No booking matches these filters')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1) as HTMLElement);
    await waitFor(() => expect(currentLocation().search).toBe('?ordering=-updated'));
  });

  it('says when there are no bookings at all', async () => {
    setup([]);
    renderBookings({ path: '/bookings' });
    expect(await screen.findByText('No bookings yet')).toBeInTheDocument();
  });
});

describe('the bookings list on a phone', () => {
  it('shows each booking as a card with its customer, dates and suppliers’ progress', async () => {
    emulateScreenWidth(375);
    setup();
    renderBookings({ path: '/bookings' });
    const list = await screen.findByRole('list', { name: 'Bookings' });
    expect(screen.queryByRole('table', { name: 'Bookings' })).not.toBeInTheDocument();
    const [kerala] = within(list).getAllByRole('listitem') as [HTMLElement];
    expect(within(kerala).getByRole('link', { name: 'UA-2026-000005' })).toHaveAttribute('href', '/bookings/5');
    expect(kerala).toHaveTextContent('11/12/2026 – 15/12/2026 · 3 travellers');
    expect(kerala).toHaveTextContent('2/4 confirmed');
    expect(kerala).toHaveTextContent('1 rejected');
  });
});
