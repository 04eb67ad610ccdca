import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { ITINERARY_PATHS } from '@ua/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { itinerarySchedule, schedulePricing, scheduleItem, versionSummary } from '../test/schedule-fixtures';
import { MANAGE_LABELS, VIEW_LABELS, renderItineraries } from '../test/render-trips';

// No pause between keystrokes: the page is large, and on a busy machine the default pauses add up.
const userEvent = userEventLib.setup({ delay: null });

const TRIP = 42;
const SCHEDULE = itinerarySchedule();
const VERSIONS = [versionSummary({ version: 2, total_paise: 1_548_800 }), versionSummary({ version: 1, total_paise: 1_400_000, frozen_at: '2026-11-01T10:00:00.000Z' })];

function setup(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    [`GET ${ITINERARY_PATHS.schedule(TRIP)}`]: { status: 200, data: SCHEDULE },
    [`GET ${ITINERARY_PATHS.finalItineraries(TRIP)}`]: { status: 200, data: { results: VERSIONS } },
    ...routes,
  });
}

function openTrip(labels: readonly string[] = MANAGE_LABELS) {
  return renderItineraries({ path: `/itineraries/${TRIP}`, labels });
}

const dayCard = (name: string) => screen.findByRole('region', { name });
const totals = () => screen.findByRole('region', { name: 'Totals' });
const totalRow = async () => within(await totals()).getByRole('row', { name: /^Total/ });

describe('the itinerary page', () => {
  beforeAll(async () => {
    await import('./itinerary-page');
  });

  it('shows each day with its items in their category\u2019s words, continuing stays, price sources and the totals', async () => {
    setup();
    openTrip();
    const day2 = await dayCard('Day 2 · Sat 12 Dec 2026 · Munnar');
    expect(within(day2).getByText('Tea gardens')).toBeInTheDocument();
    expect(within(day2).getByText('Tea County Munnar')).toBeInTheDocument();
    expect(within(day2).getByText('Deluxe room · breakfast · Tea County Hotels & Resorts')).toBeInTheDocument();
    expect(within(day2).getByText('1 room × 2 nights')).toBeInTheDocument();
    expect(within(day2).getAllByText('3 people')).toHaveLength(2);
    expect(within(day2).getByText('No season for 12 Dec 2026')).toBeInTheDocument();
    expect(within(day2).getByText('₹11,000')).toBeInTheDocument();

    const day1 = await dayCard('Day 1 · Fri 11 Dec 2026 · Kochi');
    expect(within(day1).getByText('1 vehicle')).toBeInTheDocument();
    expect(within(day1).getByText('at 09:30')).toBeInTheDocument();

    const day3 = await dayCard('Day 3 · Sun 13 Dec 2026 · Munnar');
    expect(within(day3).getByText(/Stay continues \(night 2 of 2\)/)).toBeInTheDocument();

    const card = await totals();
    expect(within(card).getByRole('row', { name: 'Cost ₹12,100' })).toBeInTheDocument();
    expect(within(card).getByRole('row', { name: 'Package ₹14,750' })).toBeInTheDocument();
    expect(within(card).getByRole('row', { name: 'Margin ₹2,650 (17.97%)' })).toBeInTheDocument();
    expect(within(card).getByRole('row', { name: 'CGST 2.5% ₹368.75' })).toBeInTheDocument();
    expect(within(card).getByRole('row', { name: 'SGST 2.5% ₹368.75' })).toBeInTheDocument();
    expect(within(card).getByRole('row', { name: 'Round-off +₹0.50' })).toBeInTheDocument();
    expect(await totalRow()).toHaveTextContent('₹15,488');
    expect(within(card).getByText('Kolukkumalai jeep safari: no season covers 12 Dec 2026.')).toBeInTheDocument();
  });

  it('adds a free-text item with its prices in paise, and shows the totals the server answers with', async () => {
    const withPermit = itinerarySchedule({ pricing: schedulePricing({ package_paise: 1_535_000, total_paise: 1_611_800 }) });
    withPermit.days[1]?.items.push(scheduleItem({ id: 205, position: 4, variant_id: null, product_id: null, category: null, label: 'Periyar entry permits', variant_name: null, supplier: null, quantity: 3, nights: 1, price_source: 'manual', season: null }));
    const api = setup({ [`POST ${ITINERARY_PATHS.dayItems(TRIP, 102)}`]: { status: 201, data: withPermit } });
    openTrip();
    const day2 = await dayCard('Day 2 · Sat 12 Dec 2026 · Munnar');
    await userEvent.click(within(day2).getByRole('button', { name: 'Add item to day 2' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add to Day 2 · Sat 12 Dec 2026 · Munnar' });
    await userEvent.click(within(drawer).getByRole('tab', { name: 'Free text' }));
    await userEvent.type(await within(drawer).findByRole('textbox', { name: 'What it is' }), 'Periyar entry permits');
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Unit cost' }), '150');
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Unit sell price' }), '200.50');
    const quantity = within(drawer).getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Time' }), '07:45');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add to day 2' }));

    await waitFor(() => expect(api.callsTo('POST', ITINERARY_PATHS.dayItems(TRIP, 102))).toHaveLength(1));
    expect(api.callsTo('POST', ITINERARY_PATHS.dayItems(TRIP, 102))[0]?.body).toEqual({
      variant_id: null,
      label: 'Periyar entry permits',
      unit_cost_paise: 15_000,
      unit_sell_paise: 20_050,
      quantity: 3,
      nights: 1,
      time: '07:45',
      notes: '',
    });
    await waitFor(async () => expect(await totalRow()).toHaveTextContent('₹16,118'));
    expect(within(await dayCard('Day 2 · Sat 12 Dec 2026 · Munnar')).getByText('Periyar entry permits')).toBeInTheDocument();
    // The schedule came with the answer: nothing is fetched again.
    expect(api.callsTo('GET', ITINERARY_PATHS.schedule(TRIP))).toHaveLength(1);
  });

  it('moves an item up or down and a day down with the buttons, sending the whole new order', async () => {
    const api = setup({
      [`POST ${ITINERARY_PATHS.dayItemOrder(TRIP, 102)}`]: { status: 200, data: SCHEDULE },
      [`POST ${ITINERARY_PATHS.dayOrder(TRIP)}`]: { status: 200, data: SCHEDULE },
    });
    openTrip();
    const day2 = await dayCard('Day 2 · Sat 12 Dec 2026 · Munnar');
    expect(within(day2).getByRole('button', { name: 'Move Tea County Munnar up' })).toBeDisabled();
    await userEvent.click(within(day2).getByRole('button', { name: 'Move Eravikulam National Park up' }));
    await waitFor(() => expect(api.callsTo('POST', ITINERARY_PATHS.dayItemOrder(TRIP, 102))).toHaveLength(1));
    expect(api.callsTo('POST', ITINERARY_PATHS.dayItemOrder(TRIP, 102))[0]?.body).toEqual({ item_ids: [202, 201, 203] });

    await userEvent.click(within(day2).getByRole('button', { name: 'Move Eravikulam National Park down' }));
    await waitFor(() => expect(api.callsTo('POST', ITINERARY_PATHS.dayItemOrder(TRIP, 102))).toHaveLength(2));
    expect(api.callsTo('POST', ITINERARY_PATHS.dayItemOrder(TRIP, 102))[1]?.body).toEqual({ item_ids: [201, 203, 202] });

    const day1 = await dayCard('Day 1 · Fri 11 Dec 2026 · Kochi');
    await userEvent.click(within(day1).getByRole('button', { name: 'Move day 1 down' }));
    await waitFor(() => expect(api.callsTo('POST', ITINERARY_PATHS.dayOrder(TRIP))).toHaveLength(1));
    expect(api.callsTo('POST', ITINERARY_PATHS.dayOrder(TRIP))[0]?.body).toEqual({ day_ids: [102, 101, 103] });
  });

  it('puts the order back when the server refuses it', async () => {
    setup({ [`POST ${ITINERARY_PATHS.dayItemOrder(TRIP, 102)}`]: { status: 409, data: { detail: 'The trip is booked and can no longer change.', code: 'itinerary.not_editable' } } });
    openTrip();
    const day2 = await dayCard('Day 2 · Sat 12 Dec 2026 · Munnar');
    const labels = () => within(day2).getAllByText(/^(Tea County Munnar|Eravikulam National Park|Kolukkumalai jeep safari)$/).map((node) => node.textContent);
    await userEvent.click(within(day2).getByRole('button', { name: 'Move Eravikulam National Park up' }));
    expect(await screen.findByText('The trip is booked and can no longer change.')).toBeInTheDocument();
    await waitFor(() => expect(labels()).toEqual(['Tea County Munnar', 'Eravikulam National Park', 'Kolukkumalai jeep safari']));
  });

  it('asks before removing a day, saying the later days move back, and removes it only once confirmed', async () => {
    const api = setup({ [`DELETE ${ITINERARY_PATHS.daySchedule(TRIP, 102)}`]: { status: 200, data: itinerarySchedule({ days: [SCHEDULE.days[0]!, { ...SCHEDULE.days[2]!, day_number: 2, date: '2026-12-12' }] }) } });
    openTrip();
    const day2 = await dayCard('Day 2 · Sat 12 Dec 2026 · Munnar');
    const removeFromMenu = async () => {
      await userEvent.click(within(day2).getByRole('button', { name: 'More actions for day 2' }));
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Remove this day', hidden: true }));
      return screen.findByRole('dialog', { name: 'Remove day 2?' });
    };

    let dialog = await removeFromMenu();
    expect(dialog).toHaveTextContent('goes, with 3 items on it');
    expect(dialog).toHaveTextContent('The 1 day after it move back a day');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', ITINERARY_PATHS.daySchedule(TRIP, 102))).toHaveLength(0);

    dialog = await removeFromMenu();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove day' }));
    await waitFor(() => expect(api.callsTo('DELETE', ITINERARY_PATHS.daySchedule(TRIP, 102))).toHaveLength(1));
    expect(await dayCard('Day 2 · Sat 12 Dec 2026 · Munnar')).not.toHaveTextContent('Tea gardens');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Day by day' })).toHaveFocus());
  });

  it('freezes the trip as the next version with its note, and refreshes the versions', async () => {
    const api = setup({ [`POST ${ITINERARY_PATHS.finalItineraries(TRIP)}`]: { status: 201, data: versionSummary({ version: 3, note: 'Jeep safari dropped' }) } });
    openTrip();
    await userEvent.click(await screen.findByRole('button', { name: 'Freeze as version 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Freeze as version 3?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Jeep safari dropped');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Freeze version 3' }));

    await waitFor(() => expect(api.callsTo('POST', ITINERARY_PATHS.finalItineraries(TRIP))).toHaveLength(1));
    expect(api.callsTo('POST', ITINERARY_PATHS.finalItineraries(TRIP))[0]?.body).toEqual({ note: 'Jeep safari dropped' });
    await waitFor(() => expect(api.callsTo('GET', ITINERARY_PATHS.finalItineraries(TRIP)).length).toBeGreaterThan(1));
  });

  it('accepts a version once staff confirm the customer\u2019s word', async () => {
    const api = setup({ [`POST ${ITINERARY_PATHS.finalItineraryAccept(TRIP, 2)}`]: { status: 200, data: versionSummary({ version: 2, accepted: true }) } });
    openTrip();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept version 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept version 2?' });
    expect(dialog).toHaveTextContent('the customer accepted version 2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept version 2' }));
    await waitFor(() => expect(api.callsTo('POST', ITINERARY_PATHS.finalItineraryAccept(TRIP, 2))).toHaveLength(1));
    expect(await screen.findByText('Version accepted')).toBeInTheDocument();
  });

  it('offers a viewer without itineraries.manage the whole trip and nothing to change', async () => {
    setup();
    openTrip(VIEW_LABELS);
    const day2 = await dayCard('Day 2 · Sat 12 Dec 2026 · Munnar');
    expect(within(day2).getByText('Tea County Munnar')).toBeInTheDocument();
    expect(await totalRow()).toHaveTextContent('₹15,488');
    expect(await screen.findByText('Version 2')).toBeInTheDocument();
    for (const name of [/^Add item/, /^Move /, /^Drag /, /^Edit /, /^Remove /, /^More actions/, 'Add a day at the end', 'Add transport', /^Freeze/, /^Accept/, 'Price again from the catalogue']) {
      expect(screen.queryAllByRole('button', { name })).toHaveLength(0);
    }
    expect(screen.getByRole('button', { name: 'Download PDF of version 2' })).toBeInTheDocument();
  });

  it('offers nothing to change on a lost trip, even to a manager: it is taken up again as a draft first', async () => {
    setup({ [`GET ${ITINERARY_PATHS.schedule(TRIP)}`]: { status: 200, data: { ...SCHEDULE, heading: { ...SCHEDULE.heading, status: 'lost', lost_reason: 'price' } } } });
    openTrip(MANAGE_LABELS);
    await dayCard('Day 2 · Sat 12 Dec 2026 · Munnar');
    expect(await screen.findByText('Version 2')).toBeInTheDocument();
    for (const name of [/^Add item/, /^Move /, /^Remove /, 'Add a day at the end', 'Add transport', /^Freeze/, /^Accept/]) {
      expect(screen.queryAllByRole('button', { name })).toHaveLength(0);
    }
    expect(screen.getByRole('button', { name: 'Back to draft' })).toBeInTheDocument();
  });

  it('fetches a version\u2019s PDF with the token and, when the server cannot make it, says why', async () => {
    const detail = 'PDFs need Chromium: install Debian\u2019s chromium package or set CHROMIUM_PATH.';
    const body = JSON.stringify({ detail, code: 'itinerary.pdf_unavailable' });
    const api = setup({
      // The error answer of a blob request is a Blob; jsdom's has no text(), which browsers' have.
      [`GET ${ITINERARY_PATHS.finalItineraryPdf(TRIP, 2)}`]: { status: 503, data: Object.assign(new Blob([body], { type: 'application/json' }), { text: async () => body }) },
    });
    openTrip(VIEW_LABELS);
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF of version 2' }));
    expect(await screen.findByText(`The PDF could not be made: ${detail}`)).toHaveAttribute('role', 'alert');
    const [call] = api.callsTo('GET', ITINERARY_PATHS.finalItineraryPdf(TRIP, 2));
    expect(call?.headers.get('Accept')).toContain('application/pdf');
  });
});
