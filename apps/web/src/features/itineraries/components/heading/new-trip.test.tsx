import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentLocation } from '../../../../test/location-probe';
import { chooseOption } from '../../../../test/mantine-select';
import { mockApi } from '../../../../test/mock-api';
import { tripHeading } from '../../test/trip-fixtures';
import { MANAGE_LABELS, renderItineraries } from '../../test/render-trips';

/** Puts `text` in a box at once, as a paste does: typing each key into a form this long is slow for no gain. */
async function fill(box: HTMLElement, text: string) {
  await userEvent.click(box);
  await userEvent.paste(text);
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });

async function openNewTrip(labels: readonly string[] = MANAGE_LABELS, routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'POST /api/itinerary/trip-heading/': { status: 201, data: tripHeading({ status: 'draft', latest_version: null }) },
    'GET /api/admin/lookup/staff/': { status: 200, data: { count: 1, next: null, previous: null, results: [{ id: 1, name: 'Asha Rao', email: 'asha@ua.test', active: true }] } },
    ...routes,
  });
  renderItineraries({ path: '/itineraries/new', labels });
  await screen.findByRole('heading', { name: 'New trip' });
  return api;
}

describe('a new trip from an enquiry', () => {
  it('checks the enquiry with the contract’s schema and sends nothing while it is incomplete', async () => {
    const api = await openNewTrip();
    await userEvent.click(screen.getByRole('button', { name: 'Create trip' }));
    expect(field(/Customer name/)).toHaveAccessibleDescription('Enter the customer’s name');
    expect(field(/Title/)).toHaveAccessibleDescription(/Give the trip a title/);
    expect(field(/Start date/)).toHaveAccessibleDescription('Enter a date as YYYY-MM-DD');
    expect(field(/Nights/)).toHaveAccessibleDescription('Enter the nights');
    await fill(field('Phone'), '98123');
    await userEvent.click(screen.getByRole('button', { name: 'Add a child' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create trip' }));
    expect(field('Phone')).toHaveAccessibleDescription('Enter the number with its country code, e.g. +919876543210');
    expect(field('Child 1 age')).toHaveAccessibleDescription('Enter each child’s age');
    expect(api.callsTo('POST', '/api/itinerary/trip-heading/')).toHaveLength(0);
  });

  it('sends the enquiry as the contract’s request, prices in paise and basis points, and opens the new trip', async () => {
    const api = await openNewTrip();
    await fill(field(/Customer name/), '  Meera Nair ');
    await fill(field('Phone'), '+91 98123 45678');
    await fill(field('Email'), 'meera@example.com');
    await fill(field('City'), 'Pune');
    await fill(field(/Title/), 'Kerala backwaters, 5 nights');
    await fill(field(/Start date/), '11/12/2026');
    await fill(field(/Nights/), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Add a child' }));
    await fill(field('Child 1 age'), '8');
    await fill(field('Notes'), 'Wants a houseboat night.');

    await userEvent.click(screen.getByRole('button', { name: /Pricing rules/ }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Markup on cost' }));
    await fill(field(/Markup/), '12.5');
    await fill(field(/Discount/), '2,000.50');
    await chooseOption(screen.getByRole('combobox', { name: 'GST' }), '18% on the service fee');
    await userEvent.click(screen.getByRole('radio', { name: 'Other state (IGST)' }));
    await userEvent.click(screen.getByRole('switch', { name: /Overseas package/ }));

    await userEvent.click(screen.getByRole('button', { name: 'Create trip' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/itinerary/trip-heading/')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/itinerary/trip-heading/')[0]?.body).toEqual({
      title: 'Kerala backwaters, 5 nights',
      // The WhatsApp number follows the phone unless told otherwise; spaces go, as the contract normalises them.
      customer: { name: 'Meera Nair', phone: '+919812345678', email: 'meera@example.com', whatsapp: '+919812345678', city: 'Pune' },
      start_date: '2026-12-11',
      nights: 5,
      travellers: { adults: 2, children_ages: [8], infants: 0 },
      rooms: 1,
      starting_city_id: null,
      place_ids: [],
      currency: 'INR',
      owner_id: 1,
      notes: 'Wants a houseboat night.',
      agent_id: null,
      agency_branding: false,
      pricing: { markup_mode: 'percent_on_cost', markup_bp: 1250, discount_paise: 200_050, gst_mode: 'service_fee_18', gst_supply: 'inter_state', overseas: true },
    });
    await waitFor(() => expect(currentLocation().pathname).toBe('/itineraries/42'));
  });

  it('keeps a separate WhatsApp number once “Same as phone” is unticked', async () => {
    const api = await openNewTrip();
    await fill(field(/Customer name/), 'Meera Nair');
    await fill(field('Phone'), '+919812345678');
    expect(field('WhatsApp')).toBeDisabled();
    expect(field('WhatsApp')).toHaveValue('+919812345678');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Same as phone' }));
    await fill(field('WhatsApp'), '+447700900123');
    await fill(field(/Title/), 'Kerala');
    await fill(field(/Start date/), '2026-12-11');
    await fill(field(/Nights/), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Create trip' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/itinerary/trip-heading/')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/itinerary/trip-heading/')[0]?.body).toMatchObject({ customer: { phone: '+919812345678', whatsapp: '+447700900123' }, nights: 0 });
  });

  it('shows the server’s field errors at their boxes, opening the pricing rules for theirs', async () => {
    await openNewTrip(MANAGE_LABELS, {
      'POST /api/itinerary/trip-heading/': {
        status: 400,
        data: { detail: 'Invalid body', code: 'validation', errors: { 'customer.email': ['Enter a valid email address'], 'pricing.discount_paise': ['The discount is above ₹100 crore'] } },
      },
    });
    await fill(field(/Customer name/), 'Meera Nair');
    await fill(field(/Title/), 'Kerala');
    await fill(field(/Start date/), '11/12/2026');
    await fill(field(/Nights/), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Create trip' }));
    await waitFor(() => expect(field('Email')).toHaveAccessibleDescription('Enter a valid email address'));
    const pricing = screen.getByRole('region', { name: /Pricing rules/ });
    expect(within(pricing).getByRole('textbox', { name: /Discount/ })).toHaveAccessibleDescription(/The discount is above ₹100 crore/);
  });

  it('lets a holder of the staff lookup choose the owner, the viewer first', async () => {
    await openNewTrip([...MANAGE_LABELS, 'audit.view']);
    expect(await screen.findByRole('combobox', { name: 'Owner' })).toHaveValue('Asha Rao (asha@ua.test)');
  });

  it('refuses the form without itineraries.manage', async () => {
    mockApi({});
    renderItineraries({ path: '/itineraries/new' });
    expect(await screen.findByText('Creating trips is not open to you')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create trip' })).not.toBeInTheDocument();
  });
});
