import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { ITINERARY_PATHS, type CustomerLink, type ProductDetail, type VersionComparison } from '@ua/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { chooseOption } from '../../../test/mantine-select';
import { mockApi } from '../../../test/mock-api';
import { itinerarySchedule, schedulePricing, versionSummary } from '../test/schedule-fixtures';
import { MANAGE_LABELS, renderItineraries } from '../test/render-trips';

// No pause between keystrokes: the page is large, and on a busy machine the default pauses add up.
const userEvent = userEventLib.setup({ delay: null });

const TRIP = 42;
const SCHEDULE = itinerarySchedule();
const VERSIONS = [versionSummary({ version: 2 }), versionSummary({ version: 1, total_paise: 1_400_000 })];

function setup(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    [`GET ${ITINERARY_PATHS.schedule(TRIP)}`]: { status: 200, data: SCHEDULE },
    [`GET ${ITINERARY_PATHS.finalItineraries(TRIP)}`]: { status: 200, data: { results: VERSIONS } },
    ...routes,
  });
}

const openTrip = () => renderItineraries({ path: `/itineraries/${TRIP}`, labels: MANAGE_LABELS });

function customerLink(overrides: Partial<CustomerLink> = {}): CustomerLink {
  return {
    id: 9,
    version: 2,
    url: 'https://ua.example/trip/k3Jd9sLq0Pz/',
    created_by: { id: 1, name: 'Asha Rao' },
    created_at: '2026-11-03T10:00:00.000Z',
    expires_at: '2026-11-10T10:00:00.000Z',
    revoked_at: null,
    last_opened_at: null,
    open_count: 0,
    state: 'active',
    ...overrides,
  };
}

/** A Munnar hotel with one room variant whose season covers December 2026. */
const TEA_COUNTY: ProductDetail = {
  id: 11,
  name: 'Tea County Munnar',
  category: { id: 1, type_name: 'accommodation', label: 'Accommodation' },
  supplier: { id: 7, display_name: 'Tea County Hotels', type: 'hotel' },
  location: { id: 3, name: 'Munnar', slug: 'munnar', level: 3 },
  location_trail: ['India', 'Kerala', 'Munnar'],
  breadcrumb: [{ id: 3, name: 'Munnar', slug: 'munnar', level: 3 }],
  attributes: {},
  star_rating: 4,
  price_from_paise: 550_000,
  price_to_paise: 550_000,
  currency: 'INR',
  variant_count: 1,
  active: true,
  description: '',
  score: null,
  variants: [
    {
      id: 51,
      product_id: 11,
      name: 'Deluxe room · breakfast',
      cost_price_paise: 400_000,
      sell_price_paise: 550_000,
      margin_paise: 150_000,
      currency: 'INR',
      max_travellers: 2,
      valid_from: '2026-10-01',
      valid_to: '2027-03-31',
      active: true,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    },
  ],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('the itinerary page\u2019s catalogue items, transport and versions', () => {
  beforeAll(async () => {
    await import('./itinerary-page');
  });

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('adds a catalogue stay from the day\u2019s place, with rooms and nights, once a variant is chosen', async () => {
    const api = setup({
      'GET /api/productlist/': { status: 200, data: { count: 1, next: null, previous: null, results: [TEA_COUNTY] } },
      'GET /api/products/11/': { status: 200, data: TEA_COUNTY },
      [`POST ${ITINERARY_PATHS.dayItems(TRIP, 102)}`]: { status: 201, data: SCHEDULE },
    });
    openTrip();
    const day2 = await screen.findByRole('region', { name: 'Day 2 · Sat 12 Dec 2026 · Munnar' });
    await userEvent.click(within(day2).getByRole('button', { name: 'Add item to day 2' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add to Day 2 · Sat 12 Dec 2026 · Munnar' });
    expect(within(drawer).getByRole('checkbox', { name: 'Only products in Munnar' })).toBeChecked();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add to day 2' }));
    expect(within(drawer).getByRole('combobox', { name: 'Variant' })).toHaveAccessibleDescription('Choose a product, then one of its variants');
    expect(api.callsTo('POST', ITINERARY_PATHS.dayItems(TRIP, 102))).toHaveLength(0);

    await chooseOption(within(drawer).getByRole('combobox', { name: 'Product' }), /Tea County Munnar/);
    expect(api.callsTo('GET', '/api/productlist/')[0]?.params).toMatchObject({ location: 3 });
    const variantBox = within(drawer).getByRole('combobox', { name: 'Variant' });
    await waitFor(() => expect(variantBox).toBeEnabled());
    await chooseOption(variantBox, /Deluxe room/);
    expect(await within(drawer).findByText('Sells at ₹5,500 (cost ₹4,000) a unit a night on Sat 12 Dec 2026.')).toBeInTheDocument();
    const rooms = within(drawer).getByRole('textbox', { name: 'Rooms' });
    await userEvent.clear(rooms);
    await userEvent.type(rooms, '2');
    const nights = within(drawer).getByRole('textbox', { name: 'Nights' });
    await userEvent.clear(nights);
    await userEvent.type(nights, '2');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add to day 2' }));

    await waitFor(() => expect(api.callsTo('POST', ITINERARY_PATHS.dayItems(TRIP, 102))).toHaveLength(1));
    expect(api.callsTo('POST', ITINERARY_PATHS.dayItems(TRIP, 102))[0]?.body).toEqual({ variant_id: 51, label: '', quantity: 2, nights: 2, time: null, notes: '' });
  });

  it('adds a free-text vehicle charged per day, in paise, and shows the new totals', async () => {
    const withCab = itinerarySchedule({ pricing: schedulePricing({ total_paise: 1_800_000 }) });
    const api = setup({ [`POST ${ITINERARY_PATHS.transportCharges(TRIP)}`]: { status: 201, data: withCab } });
    openTrip();
    await userEvent.click(await screen.findByRole('button', { name: 'Add transport' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add transport' });
    await userEvent.click(within(drawer).getByText('Free text'));
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Vehicle' }), 'Tempo Traveller, 12 seats');
    await userEvent.click(within(drawer).getByText('Per day'));
    const days = within(drawer).getByRole('textbox', { name: 'Days' });
    await userEvent.clear(days);
    await userEvent.type(days, '3');
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Unit cost' }), '3200');
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Unit sell price' }), '4000');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add transport' }));

    await waitFor(() => expect(api.callsTo('POST', ITINERARY_PATHS.transportCharges(TRIP))).toHaveLength(1));
    expect(api.callsTo('POST', ITINERARY_PATHS.transportCharges(TRIP))[0]?.body).toEqual({
      variant_id: null,
      label: 'Tempo Traveller, 12 seats',
      from_place_id: null,
      to_place_id: null,
      basis: 'days',
      units: 3,
      vehicles: 1,
      unit_cost_paise: 320_000,
      unit_sell_paise: 400_000,
      notes: '',
    });
    const totals = await screen.findByRole('region', { name: 'Totals' });
    await waitFor(() => expect(within(totals).getByRole('row', { name: /^Total/ })).toHaveTextContent('₹18,000'));
  });

  it('makes a customer link that expires in the days given, and puts it on the clipboard', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const link = customerLink();
    let links: CustomerLink[] = [];
    const api = setup({
      [`GET ${ITINERARY_PATHS.finalItineraryLinks(TRIP, 2)}`]: () => ({ status: 200, data: { results: links } }),
      [`POST ${ITINERARY_PATHS.finalItineraryLinks(TRIP, 2)}`]: () => {
        links = [link];
        return { status: 201, data: link };
      },
    });
    openTrip();
    await userEvent.click(await screen.findByRole('button', { name: 'Customer links of version 2' }));
    const drawer = await screen.findByRole('dialog', { name: 'Customer links of version 2' });
    expect(await within(drawer).findByText('No link for this version yet.')).toBeInTheDocument();
    const days = within(drawer).getByRole('textbox', { name: 'Expires in (days)' });
    await userEvent.clear(days);
    await userEvent.type(days, '7');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Make a link' }));

    await waitFor(() => expect(api.callsTo('POST', ITINERARY_PATHS.finalItineraryLinks(TRIP, 2))).toHaveLength(1));
    expect(api.callsTo('POST', ITINERARY_PATHS.finalItineraryLinks(TRIP, 2))[0]?.body).toEqual({ expires_in_days: 7 });
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(link.url));
    expect(await within(drawer).findByDisplayValue(link.url)).toBeInTheDocument();
    expect(within(drawer).getByText('Active')).toBeInTheDocument();
  });

  it('compares a version with the one before it, change by change and in price', async () => {
    const comparison: VersionComparison = {
      from: 1,
      to: 2,
      heading: [],
      days: [
        {
          day_number: 2,
          change: 'changed',
          before: { date: '2026-12-12', place: 'Munnar', title: '' },
          after: { date: '2026-12-12', place: 'Munnar', title: 'Tea gardens' },
          items: [{ change: 'added', label: 'Eravikulam National Park', before: null, after: { quantity: 3, nights: 1, sell_paise: 75_000 } }],
        },
      ],
      transport: [],
      totals: { package_before_paise: 1_400_000, package_after_paise: 1_475_000, total_before_paise: 1_470_000, total_after_paise: 1_548_800, margin_before_paise: 250_000, margin_after_paise: 265_000 },
    };
    const api = setup({ [`GET ${ITINERARY_PATHS.finalItineraryCompare(TRIP)}`]: { status: 200, data: comparison } });
    openTrip();
    await userEvent.click(await screen.findByRole('button', { name: 'Compare version 2' }));
    const drawer = await screen.findByRole('dialog', { name: 'Compare versions' });
    const changes = await within(drawer).findByRole('table', { name: 'Changes from version 1 to 2' });
    expect(api.callsTo('GET', ITINERARY_PATHS.finalItineraryCompare(TRIP))[0]?.params).toEqual({ from: 1, to: 2 });
    expect(within(changes).getByRole('row', { name: /Eravikulam National Park Added — × 3 · ₹750/ })).toBeInTheDocument();
    const price = within(drawer).getByRole('table', { name: 'Price of version 1 and 2' });
    expect(within(price).getByRole('row', { name: 'Total ₹14,700 ₹15,488 +₹788' })).toBeInTheDocument();
  });
});
