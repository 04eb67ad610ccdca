import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentLocation } from '../../../../test/location-probe';
import { chooseOption } from '../../../../test/mantine-select';
import { mockApi } from '../../../../test/mock-api';
import { STAFF_LOOKUP, acceptedTrip, acceptedTripHeading, madeBooking, pageOf, versionSummary } from '../../test/booking-fixtures';
import { MANAGE_LABELS, renderBookings } from '../../test/render-bookings';
import { QUERY_ROOTS } from '../../../../lib/query-roots';

/** Puts `text` in a box at once, as a paste does. */
async function fill(box: HTMLElement, text: string) {
  await userEvent.click(box);
  await userEvent.paste(text);
}

const traveller = (number: number) => screen.getByRole('group', { name: `Traveller ${number}` });

async function openNewBooking({ path = '/bookings/new?trip=42', routes = {} }: { path?: string; routes?: Parameters<typeof mockApi>[0] } = {}) {
  const api = mockApi({
    'GET /api/itinerary/trip-heading/': { status: 200, data: pageOf([acceptedTrip()]) },
    'GET /api/itinerary/trip-heading/42/': { status: 200, data: acceptedTripHeading() },
    'GET /api/itinerary/42/final-itinerary/': { status: 200, data: { results: [versionSummary({ version: 3, accepted: false, accepted_at: null, accepted_by: null, total_paise: 99_900_000 }), versionSummary()] } },
    'GET /api/admin/lookup/staff/': { status: 200, data: STAFF_LOOKUP },
    'POST /api/booking/': { status: 201, data: madeBooking() },
    ...routes,
  });
  const view = renderBookings({ path, labels: MANAGE_LABELS });
  await screen.findByRole('heading', { name: 'New booking' });
  lastQueryClient = view.queryClient;
  return api;
}

let lastQueryClient: ReturnType<typeof renderBookings>['queryClient'] | undefined;

describe('a new booking from an accepted trip', () => {
  it('shows the trip from the address with its accepted version’s total and its customer leading, and books it', async () => {
    const api = await openNewBooking();
    expect(await screen.findByRole('combobox', { name: /^Trip/ })).toHaveValue('UA-IT-00042 · Kerala backwaters · Meera Nair');
    const facts = screen.getByLabelText('The trip booked');
    expect(facts).toHaveTextContent('2 adults, 1 child (8)');
    // The accepted version's total, not the schedule's as it is now.
    expect(within(facts).getByLabelText('Accepted total')).toHaveTextContent('₹1,23,456');
    expect(within(traveller(1)).getByRole('textbox', { name: /^Name/ })).toHaveValue('Meera Nair');
    expect(within(traveller(1)).getByRole('radio', { name: 'Leads the group' })).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Make booking' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/booking/')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/booking/')[0]?.body).toEqual({
      itinerary_id: 42,
      assigned_to_id: null,
      travellers: [{ name: 'Meera Nair', kind: 'adult', age: null, lead: true, id_document_type: null, id_document_number: null }],
      notes: '',
    });
    await waitFor(() => expect(currentLocation().pathname).toBe('/bookings/5'));
  });

  it('has the booked trip read again: its page no longer offers to book it', async () => {
    await openNewBooking();
    await screen.findByRole('group', { name: 'Traveller 1' });
    lastQueryClient?.setQueryData([...QUERY_ROOTS.itineraries, 'trip', 42, 'schedule'], { stale: false });
    await userEvent.click(screen.getByRole('button', { name: 'Make booking' }));
    await waitFor(() => expect(lastQueryClient?.getQueryState([...QUERY_ROOTS.itineraries, 'trip', 42, 'schedule'])?.isInvalidated).toBe(true));
  });

  it('sends who runs the booking and the notes', async () => {
    const api = await openNewBooking();
    await screen.findByRole('group', { name: 'Traveller 1' });
    await chooseOption(screen.getByRole('combobox', { name: 'Assigned to' }), 'Chitra Nair (chitra@ua.test)');
    await fill(screen.getByRole('textbox', { name: 'Notes' }), 'Arrives on the morning flight.');
    await userEvent.click(screen.getByRole('button', { name: 'Make booking' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/booking/')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/booking/')[0]?.body).toMatchObject({ assigned_to_id: 7, notes: 'Arrives on the morning flight.' });
  });

  it('sends a traveller’s ID document, type and number', async () => {
    const api = await openNewBooking();
    await screen.findByRole('group', { name: 'Traveller 1' });
    await fill(within(traveller(1)).getByRole('textbox', { name: 'Document number' }), 'Z1234567');
    await chooseOption(within(traveller(1)).getByRole('combobox', { name: 'ID document' }), 'Passport');
    await userEvent.click(screen.getByRole('button', { name: 'Make booking' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/booking/')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/booking/')[0]?.body).toMatchObject({
      travellers: [{ name: 'Meera Nair', id_document_type: 'passport', id_document_number: 'Z1234567' }],
    });
  });

  it('adds a traveller with their kind and age, and moves the lead to them', async () => {
    const api = await openNewBooking();
    await screen.findByRole('group', { name: 'Traveller 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Add traveller' }));
    await fill(within(traveller(2)).getByRole('textbox', { name: /^Name/ }), 'Anika Nair');
    await chooseOption(within(traveller(2)).getByRole('combobox', { name: 'Kind' }), 'Child (2 to 17)');
    await fill(within(traveller(2)).getByRole('textbox', { name: 'Age' }), '8');
    await userEvent.click(within(traveller(2)).getByRole('radio', { name: 'Leads the group' }));
    expect(within(traveller(1)).getByRole('radio', { name: 'Leads the group' })).not.toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Make booking' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/booking/')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/booking/')[0]?.body).toMatchObject({
      travellers: [
        { name: 'Meera Nair', kind: 'adult', lead: false },
        { name: 'Anika Nair', kind: 'child', age: 8, lead: true, id_document_type: null, id_document_number: null },
      ],
    });
  });

  it('fills the lead traveller from the trip chosen in the picker', async () => {
    await openNewBooking({ path: '/bookings/new' });
    expect(screen.queryByRole('group', { name: 'Traveller 1' })).not.toBeInTheDocument();
    await chooseOption(screen.getByRole('combobox', { name: /^Trip/ }), 'UA-IT-00042 · Kerala backwaters · Meera Nair');
    await waitFor(() => expect(within(traveller(1)).getByRole('textbox', { name: /^Name/ })).toHaveValue('Meera Nair'));
    expect(await screen.findByLabelText('Accepted total')).toHaveTextContent('₹1,23,456');
  });

  it('checks the form with the contract’s schema and sends nothing while it is wrong', async () => {
    const api = await openNewBooking({ path: '/bookings/new' });
    await userEvent.click(screen.getByRole('button', { name: 'Add traveller' }));
    await chooseOption(within(traveller(1)).getByRole('combobox', { name: 'Kind' }), 'Child (2 to 17)');
    await fill(within(traveller(1)).getByRole('textbox', { name: 'Document number' }), 'AB12');
    await userEvent.click(screen.getByRole('button', { name: 'Make booking' }));
    expect(screen.getByRole('combobox', { name: /^Trip/ })).toHaveAccessibleDescription(/Choose the trip/);
    expect(within(traveller(1)).getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription('Enter the traveller’s name');
    expect(within(traveller(1)).getByRole('textbox', { name: 'Age' })).toHaveAccessibleDescription('A child is 2 to 17');
    expect(within(traveller(1)).getByRole('combobox', { name: 'ID document' })).toHaveAccessibleDescription('Choose which document the number is of');
    expect(api.callsTo('POST', '/api/booking/')).toHaveLength(0);
  });

  it('shows the server’s field errors at their boxes, and a refusal about no box whole', async () => {
    await openNewBooking({
      routes: {
        'POST /api/booking/': {
          status: 400,
          data: { detail: 'Some fields are not valid.', code: 'validation', errors: { assigned_to_id: ['Choose an active staff member who can read bookings'], 'travellers.0.id_document_number': ['Use letters, digits, spaces and hyphens'] } },
        },
      },
    });
    await screen.findByRole('group', { name: 'Traveller 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Make booking' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Assigned to' })).toHaveAccessibleDescription(/Choose an active staff member who can read bookings/));
    expect(within(traveller(1)).getByRole('textbox', { name: 'Document number' })).toHaveAccessibleDescription('Use letters, digits, spaces and hyphens');
    expect(currentLocation().pathname).toBe('/bookings/new');

    mockApi({
      'GET /api/admin/lookup/staff/': { status: 200, data: STAFF_LOOKUP },
      'POST /api/booking/': { status: 409, data: { detail: 'This trip is booked already: open its booking.', code: 'booking.already_booked' } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Make booking' }));
    // Shown in the form (and in a toast): it is about no box.
    const form = screen.getByRole('button', { name: 'Make booking' }).closest('form') as HTMLElement;
    expect(await within(form).findByText('This trip is booked already: open its booking.')).toBeInTheDocument();
  });

  it('is refused without bookings.manage, and says choosing a trip needs itineraries.view', async () => {
    mockApi({});
    const { unmount } = renderBookings({ path: '/bookings/new?trip=42', labels: ['bookings.view'] });
    expect(await screen.findByText('Making bookings is not open to you')).toBeInTheDocument();
    unmount();
    const api = mockApi({});
    renderBookings({ path: '/bookings/new?trip=42', labels: ['bookings.view', 'bookings.manage'] });
    expect(await screen.findByText('Choosing the trip to book is not open to you')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make booking' })).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
