import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TripHeading } from '@ua/contracts';
import { chooseOption } from '../../../../test/mantine-select';
import { mockApi } from '../../../../test/mock-api';
import { tripHeading } from '../../test/trip-fixtures';
import { MANAGE_LABELS, renderForViewer } from '../../test/render-trips';
import { itineraryKeys } from '../../api/itinerary-keys';
import { TripHeadingPanel } from './trip-heading-panel';

/** Puts `text` in a box at once, as a paste does: typing each key into a form this long is slow for no gain. */
async function fill(box: HTMLElement, text: string) {
  await userEvent.click(box);
  await userEvent.paste(text);
}

const STATUS = '/api/itinerary/42/status/';

function renderPanel(heading: TripHeading, canManage = true, routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ [`POST ${STATUS}`]: { status: 200, data: heading }, ...routes });
  const view = renderForViewer(<TripHeadingPanel heading={heading} canManage={canManage} />, { labels: canManage ? MANAGE_LABELS : ['itineraries.view'] });
  return { api, ...view };
}

describe('the trip heading panel', () => {
  it('sums the trip up, with the customer one tap away', () => {
    renderPanel(tripHeading({ accepted_version: 1, notes: 'Wants a houseboat night.' }), false);
    expect(screen.getByRole('heading', { level: 1, name: 'Kerala backwaters, 5 nights' })).toBeInTheDocument();
    expect(screen.getByText('UA-IT-00042')).toBeInTheDocument();
    expect(screen.getByText('Fri 11 Dec 2026 → Wed 16 Dec 2026 · 5 nights')).toBeInTheDocument();
    expect(screen.getByText('2 adults, 1 child (8)')).toBeInTheDocument();
    expect(screen.getByText('Kochi → Munnar, Alleppey')).toBeInTheDocument();
    expect(screen.getByText('v2 · accepted v1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+919812345678' })).toHaveAttribute('href', 'tel:+919812345678');
    expect(screen.getByRole('link', { name: 'meera@example.com' })).toHaveAttribute('href', 'mailto:meera@example.com');
    expect(screen.getByRole('link', { name: 'WhatsApp +919812345678' })).toHaveAttribute('href', 'https://wa.me/919812345678');
    expect(screen.getByText('Wants a houseboat night.')).toBeInTheDocument();
  });

  it('books an accepted trip with bookings.manage, and opens the booking of a booked one with bookings.view', () => {
    const accepted = renderForViewer(<TripHeadingPanel heading={tripHeading({ status: 'accepted', accepted_version: 2 })} canManage={false} bookings={{ canBook: true, canRead: true }} />, { labels: ['bookings.manage'] });
    expect(screen.getByRole('link', { name: 'Book this trip' })).toHaveAttribute('href', '/bookings/new?trip=42');
    accepted.unmount();

    const withoutLabel = renderForViewer(<TripHeadingPanel heading={tripHeading({ status: 'accepted', accepted_version: 2 })} canManage={false} bookings={{ canBook: false, canRead: true }} />, { labels: ['bookings.view'] });
    expect(screen.queryByRole('link', { name: 'Book this trip' })).not.toBeInTheDocument();
    withoutLabel.unmount();

    renderForViewer(<TripHeadingPanel heading={tripHeading({ status: 'booked', accepted_version: 2 })} canManage={false} bookings={{ canBook: true, canRead: true }} />, { labels: ['bookings.view'] });
    expect(screen.getByRole('link', { name: 'Open its booking' })).toHaveAttribute('href', '/bookings?search=UA-IT-00042');
    expect(screen.queryByRole('link', { name: 'Book this trip' })).not.toBeInTheDocument();
  });

  it('offers no edit and no status move without itineraries.manage', () => {
    renderPanel(tripHeading({ status: 'draft' }), false);
    expect(screen.queryByRole('button', { name: 'Edit details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as sent' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as lost' })).not.toBeInTheDocument();
  });

  it('offers the moves the status allows, and sends each as the contract’s body', async () => {
    const { api, queryClient, unmount } = renderPanel(tripHeading({ status: 'draft' }));
    queryClient.setQueryData(itineraryKeys.schedule(42), { stale: false });
    expect(screen.queryByRole('button', { name: 'Back to draft' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as sent' }));
    await waitFor(() => expect(api.callsTo('POST', STATUS)).toHaveLength(1));
    expect(api.callsTo('POST', STATUS)[0]?.body).toEqual({ status: 'sent' });
    // The trip's queries (its schedule among them) are fetched afresh.
    await waitFor(() => expect(queryClient.getQueryState(itineraryKeys.schedule(42))?.isInvalidated).toBe(true));
    unmount();

    const sent = renderPanel(tripHeading({ status: 'sent' }));
    expect(screen.queryByRole('button', { name: 'Mark as sent' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to draft' }));
    await waitFor(() => expect(sent.api.callsTo('POST', STATUS)[0]?.body).toEqual({ status: 'draft' }));
  });

  it('asks why a trip was lost, and sends the reason and the note', async () => {
    const { api } = renderPanel(tripHeading({ status: 'sent' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mark as lost' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark UA-IT-00042 as lost?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as lost' }));
    expect(within(dialog).getByRole('combobox', { name: /Why was it lost/ })).toHaveAccessibleDescription('Choose why the trip was lost');
    expect(api.callsTo('POST', STATUS)).toHaveLength(0);

    await chooseOption(within(dialog).getByRole('combobox', { name: /Why was it lost/ }), 'Booked with someone else');
    await fill(within(dialog).getByRole('textbox', { name: 'Note' }), 'Went with a Kochi agent.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as lost' }));
    await waitFor(() => expect(api.callsTo('POST', STATUS)).toHaveLength(1));
    expect(api.callsTo('POST', STATUS)[0]?.body).toEqual({ status: 'lost', lost_reason: 'competitor', lost_note: 'Went with a Kochi agent.' });
  });

  it('shows the server’s reason when it refuses a move', async () => {
    renderPanel(tripHeading({ status: 'draft' }), true, {
      [`POST ${STATUS}`]: { status: 409, data: { detail: 'The trip is already sent; reload to see it.', code: 'itinerary.status_move' } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Mark as sent' }));
    const alert = await screen.findByRole('alert', { name: 'Status not changed' });
    expect(alert).toHaveTextContent('The trip is already sent; reload to see it.');
  });

  it('shows a lost trip’s reason and offers to take it up again as a draft', () => {
    renderPanel(tripHeading({ status: 'lost', lost_reason: 'price', lost_note: 'Budget was half.' }));
    expect(screen.getByText('Lost: Price too high')).toBeInTheDocument();
    expect(screen.getByText('Budget was half.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to draft' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as lost' })).not.toBeInTheDocument();
  });
});

describe('editing the trip’s details', () => {
  it('says what fewer nights do to the days, sends only what changed, and shows the server’s refusal', async () => {
    const { api } = renderPanel(tripHeading(), true, {
      'PATCH /api/itinerary/trip-heading/42/': { status: 409, data: { detail: 'Day 5 still has 2 items: move or remove them first.', code: 'itinerary.day_not_empty' } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Edit details' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit UA-IT-00042' });
    const nights = within(drawer).getByRole('textbox', { name: /Nights/ });
    await userEvent.clear(nights);
    await fill(nights, '3');
    expect(within(drawer).getByText(/The last 2 days will be removed\. They must be empty/)).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/itinerary/trip-heading/42/')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/itinerary/trip-heading/42/')[0]?.body).toEqual({ nights: 3 });
    expect(await within(drawer).findByText('Day 5 still has 2 items: move or remove them first.')).toBeInTheDocument();
  });

  it('sends a changed customer field and pricing rule alone, inside their objects', async () => {
    const { api } = renderPanel(tripHeading(), true, { 'PATCH /api/itinerary/trip-heading/42/': { status: 200, data: tripHeading() } });
    await userEvent.click(screen.getByRole('button', { name: 'Edit details' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit UA-IT-00042' });
    const save = within(drawer).getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();
    await fill(within(drawer).getByRole('textbox', { name: 'City' }), ' East');
    await userEvent.click(within(drawer).getByRole('button', { name: /Pricing rules/ }));
    await userEvent.click(await within(drawer).findByRole('radio', { name: 'Other state (IGST)' }));
    await userEvent.click(save);
    await waitFor(() => expect(api.callsTo('PATCH', '/api/itinerary/trip-heading/42/')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/itinerary/trip-heading/42/')[0]?.body).toEqual({ customer: { city: 'Pune East' }, pricing: { gst_supply: 'inter_state' } });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit UA-IT-00042' })).not.toBeInTheDocument());
  });
});
