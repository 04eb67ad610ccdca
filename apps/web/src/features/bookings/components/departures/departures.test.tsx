import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentLocation } from '../../../../test/location-probe';
import { chooseOption } from '../../../../test/mantine-select';
import { mockApi } from '../../../../test/mock-api';
import { departure, openService } from '../../test/booking-fixtures';
import { renderBookings } from '../../test/render-bookings';

const TODAY = '2026-12-11';

const KERALA = departure({
  open_services: [
    openService(),
    openService({ id: 54, label: 'Spice Village Thekkady', supplier: { id: 83, name: 'CGH Earth' }, status: 'rejected', status_reason: 'Fully booked on those dates' }),
  ],
});
const GOA = departure({ id: 6, reference: 'UA-2026-000006', customer_name: 'Meera Nair', itinerary: { id: 43, reference: 'UA-IT-00043', title: 'Goa beaches' }, status: 'confirmed', open_services: [] });
const RAJASTHAN = departure({
  id: 7,
  reference: 'UA-2026-000007',
  customer_name: 'Kabir Singh',
  itinerary: { id: 44, reference: 'UA-IT-00044', title: 'Jaipur and Udaipur' },
  start_date: '2026-12-12',
  end_date: '2026-12-18',
  assigned_to: null,
  open_services: [openService({ id: 71, label: 'Jaipur city tour', category: 'sightseeing', first_date: '2026-12-13', last_date: '2026-12-13', nights: 0, supplier: { id: 90, name: 'Pink City Guides' }, status: 'requested' })],
});

function setup(results = [KERALA, GOA, RAJASTHAN]) {
  return mockApi({ 'GET /api/booking/departures/': { status: 200, data: { from: TODAY, to: '2026-12-24', results } } });
}

describe('the departures', () => {
  it('groups departures by start day, each with its open services, and folds the fully confirmed ones', async () => {
    const api = setup();
    renderBookings({ path: '/bookings/departures' });
    const today = await screen.findByRole('region', { name: 'Today · Fri 11 Dec 2026' });
    expect(api.callsTo('GET', '/api/booking/departures/').at(-1)?.params).toEqual({ days: 14 });
    expect(today).toHaveTextContent('2 departures · 2 services open');

    const kerala = within(today).getByRole('article', { name: 'UA-2026-000005' });
    expect(within(kerala).getByRole('link', { name: 'UA-2026-000005' })).toHaveAttribute('href', '/bookings/5');
    expect(kerala).toHaveTextContent('Rahul Sharma · Kerala family trip · 3 travellers · Chitra Nair runs it');
    const [stay, rejected] = within(within(kerala).getByRole('list', { name: 'Open services of UA-2026-000005' })).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(stay).toHaveTextContent('Tea County Munnar');
    expect(stay).toHaveTextContent('Tea County Hotels · Check-in 12 Dec 2026 · check-out 14 Dec 2026 · 2 nights');
    expect(stay).toHaveTextContent('Pending');
    expect(rejected).toHaveTextContent('Rejected');
    expect(rejected).toHaveTextContent('Declined: Fully booked on those dates');

    // Goa is all confirmed: one line, no services listed.
    const goa = within(today).getByRole('article', { name: 'UA-2026-000006' });
    expect(goa).toHaveTextContent('All confirmed');
    expect(within(goa).queryByRole('list')).not.toBeInTheDocument();

    const tomorrow = screen.getByRole('region', { name: 'Tomorrow · Sat 12 Dec 2026' });
    const rajasthan = within(tomorrow).getByRole('article', { name: 'UA-2026-000007' });
    expect(rajasthan).toHaveTextContent('nobody runs it yet');
    expect(rajasthan).toHaveTextContent('Jaipur city tour');
    expect(rajasthan).toHaveTextContent('Requested');
  });

  it('asks for the days chosen and only the viewer’s bookings, kept in the URL', async () => {
    const api = setup();
    renderBookings({ path: '/bookings/departures', userId: 7 });
    await screen.findByRole('region', { name: /^Today/ });
    await chooseOption(screen.getByRole('combobox', { name: 'Starting in' }), 'Next 30 days');
    await userEvent.click(screen.getByRole('switch', { name: /Only mine/ }));
    await waitFor(() => expect(currentLocation().search).toBe('?days=30&mine=true'));
    await waitFor(() => expect(api.callsTo('GET', '/api/booking/departures/').at(-1)?.params).toEqual({ days: 30, assigned: 7 }));
  });

  it('says when nothing departs in the days chosen', async () => {
    setup([]);
    renderBookings({ path: '/bookings/departures?days=7&mine=true' });
    expect(await screen.findByText('None of your bookings starts in the next 7 days')).toBeInTheDocument();
  });
});
