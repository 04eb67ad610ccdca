import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentLocation } from '../../../../test/location-probe';
import { chooseOption } from '../../../../test/mantine-select';
import { mockApi } from '../../../../test/mock-api';
import { emulateScreenWidth } from '../../../../test/screen-width';
import { pageOf, tripSummary } from '../../test/trip-fixtures';
import { MANAGE_LABELS, renderItineraries } from '../../test/render-trips';

const KERALA = tripSummary();
const GOA = tripSummary({
  id: 43,
  reference: 'UA-IT-00043',
  title: 'Goa beaches',
  status: 'lost',
  customer: { name: 'Rahul Verma', phone: '', email: 'rahul@example.com', whatsapp: '', city: '' },
  latest_version: null,
  accepted_version: null,
  total_paise: 0,
});

function setup(results = [KERALA, GOA]) {
  return mockApi({ 'GET /api/itinerary/trip-heading/': { status: 200, data: pageOf(results, 40) } });
}

describe('the trip list', () => {
  it('reads every filter, the order and the page from the URL and asks the server with them', async () => {
    const api = setup();
    renderItineraries({ path: '/itineraries?search=nair&status=draft&status=sent&owner=1&travel_month=2026-12&place=3&ordering=start_date&page=2' });
    expect(await screen.findByRole('link', { name: 'UA-IT-00042' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/itinerary/trip-heading/').at(-1)?.params).toEqual({
      page: 2,
      page_size: 25,
      search: 'nair',
      status: ['draft', 'sent'],
      owner: 1,
      travel_month: '2026-12',
      place: 3,
      ordering: 'start_date',
    });
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('nair');
    const statuses = screen.getByRole('group', { name: 'Status' });
    expect(within(statuses).getByRole('checkbox', { name: 'Draft' })).toBeChecked();
    expect(within(statuses).getByRole('checkbox', { name: 'Sent' })).toBeChecked();
    expect(within(statuses).getByRole('checkbox', { name: 'Lost' })).not.toBeChecked();
    // The owner filter is the viewer (id 1): the "Only my trips" switch shows it.
    expect(screen.getByRole('switch', { name: 'Only my trips' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Travel month' })).toHaveValue('Dec 2026');
  });

  it('writes a status, the owner and the order to the URL, back on page 1', async () => {
    const api = setup();
    renderItineraries({ path: '/itineraries?page=2' });
    await screen.findByRole('link', { name: 'UA-IT-00042' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Draft' }));
    await waitFor(() => expect(currentLocation().search).toBe('?status=draft'));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sent' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Only my trips' }));
    await chooseOption(screen.getByRole('combobox', { name: 'Order' }), 'Travel date, soonest first');
    await waitFor(() => expect(currentLocation().search).toBe('?status=draft&status=sent&owner=1&ordering=start_date'));
    await waitFor(() => expect(api.callsTo('GET', '/api/itinerary/trip-heading/').at(-1)?.params).toEqual({ page: 1, page_size: 25, status: ['draft', 'sent'], owner: 1, ordering: 'start_date' }));
  });

  it('shows each trip’s reference, customer, dates, status, versions and total, and links it to its page', async () => {
    setup();
    renderItineraries({ path: '/itineraries' });
    await screen.findByRole('link', { name: 'UA-IT-00042' });
    const table = screen.getByRole('table', { name: 'Trips' });
    const [, kerala, goa] = within(table).getAllByRole('row') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(kerala).getByRole('link', { name: 'UA-IT-00042' })).toHaveAttribute('href', '/itineraries/42');
    expect(kerala).toHaveTextContent('Meera Nair+919812345678');
    expect(kerala).toHaveTextContent('11/12/2026 – 16/12/2026');
    expect(kerala).toHaveTextContent('Sent');
    expect(kerala).toHaveTextContent('v2accepted v1');
    expect(kerala).toHaveTextContent('₹1,23,456');
    expect(goa).toHaveTextContent('Lost');
    expect(goa).toHaveTextContent('₹0');
  });

  it('offers New trip only to holders of itineraries.manage', async () => {
    setup();
    const { unmount } = renderItineraries({ path: '/itineraries' });
    await screen.findByRole('link', { name: 'UA-IT-00042' });
    expect(screen.queryByRole('link', { name: 'New trip' })).not.toBeInTheDocument();
    unmount();
    setup();
    renderItineraries({ path: '/itineraries', labels: MANAGE_LABELS });
    expect(await screen.findByRole('link', { name: 'New trip' })).toHaveAttribute('href', '/itineraries/new');
  });

  it('says when no trip matches the filters, and clears them', async () => {
    setup([]);
    renderItineraries({ path: '/itineraries?status=booked&ordering=customer' });
    expect(await screen.findByText('No trip matches these filters')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1) as HTMLElement);
    await waitFor(() => expect(currentLocation().search).toBe('?ordering=customer'));
  });

  it('asks nothing while the search is one the server would refuse', async () => {
    const api = setup();
    renderItineraries({ path: `/itineraries?search=${'a'.repeat(201)}` });
    expect(await screen.findByText('Keep the search under 200 characters')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/itinerary/trip-heading/')).toHaveLength(0);
  });
});

describe('the trip list on a phone', () => {
  it('shows each trip as a card with its customer, dates and total', async () => {
    emulateScreenWidth(375);
    setup();
    renderItineraries({ path: '/itineraries' });
    const list = await screen.findByRole('list', { name: 'Trips' });
    expect(screen.queryByRole('table', { name: 'Trips' })).not.toBeInTheDocument();
    const [kerala] = within(list).getAllByRole('listitem') as [HTMLElement];
    expect(within(kerala).getByRole('link', { name: 'UA-IT-00042' })).toHaveAttribute('href', '/itineraries/42');
    expect(kerala).toHaveTextContent('Meera Nair · +919812345678');
    expect(kerala).toHaveTextContent('11/12/2026 – 16/12/2026 · 5 nights');
    expect(kerala).toHaveTextContent('₹1,23,456');
  });
});
