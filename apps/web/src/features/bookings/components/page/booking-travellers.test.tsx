import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { BOOKING_PATHS } from '@ua/contracts';
import { describe, expect, it } from 'vitest';
import { BOOKING_ID, bookingOf, travellerOf } from './test/booking-fixtures';
import { VIEW_LABELS, renderBookingPage, setupBookingApi } from './test/render-booking';

const userEvent = userEventLib.setup({ delay: null });

// Pasted whole: the drawer holds a form per traveller, and a keystroke at a time adds up on a busy machine.
async function enter(box: HTMLElement, text: string) {
  await userEvent.click(box);
  await userEvent.paste(text);
}

const travellersTable = () => screen.findByRole('table', { name: 'Travellers' });

describe('the booking’s travellers', () => {
  it('shows an ID number masked, in full on "Show" for bookings.manage until hidden, and never to a reader', async () => {
    const api = setupBookingApi({ [`GET ${BOOKING_PATHS.travellerDocument(BOOKING_ID, 11)}`]: { status: 200, data: { id_document_type: 'passport', id_document_number: 'Z1234321' } } });
    const { unmount } = renderBookingPage();
    const table = await travellersTable();
    const rahul = within(table).getByRole('row', { name: /Rahul Sharma/ });
    expect(within(rahul).getByRole('img', { name: 'Lead traveller' })).toBeInTheDocument();
    expect(rahul).toHaveTextContent('Passport ••••4321');
    expect(within(table).getByRole('row', { name: /Priya Sharma/ })).toHaveTextContent('None');

    await userEvent.click(within(rahul).getByRole('button', { name: "Show Rahul Sharma's Passport number" }));
    await waitFor(() => expect(rahul).toHaveTextContent('Passport Z1234321'));
    await userEvent.click(within(rahul).getByRole('button', { name: "Hide Rahul Sharma's Passport number" }));
    expect(rahul).toHaveTextContent('Passport ••••4321');
    expect(api.callsTo('GET', BOOKING_PATHS.travellerDocument(BOOKING_ID, 11))).toHaveLength(1);
    unmount();

    renderBookingPage({ labels: VIEW_LABELS });
    const readerRow = within(await travellersTable()).getByRole('row', { name: /Rahul Sharma/ });
    expect(readerRow).toHaveTextContent('Passport ••••4321');
    expect(within(readerRow).queryByRole('button')).not.toBeInTheDocument();
  });

  it('sends the whole list, leaving out the number of a known traveller that was not touched so the one on file stays', async () => {
    const priya = travellerOf({ id: 12, name: 'Priya Sharma', lead: false, age: 38, id_document_type: 'aadhaar', id_document_masked: null });
    const saved = bookingOf({ travellers_count: 3, travellers: [travellerOf({ name: 'Rahul Sharma K' }), { ...priya, id_document_masked: '••••B-12' }, travellerOf({ id: 13, name: 'Aarav', lead: false, age: null, id_document_type: null, id_document_masked: null })] });
    const api = setupBookingApi({
      [`GET ${BOOKING_PATHS.booking(BOOKING_ID)}`]: { status: 200, data: bookingOf({ travellers: [travellerOf(), priya] }) },
      [`PUT ${BOOKING_PATHS.travellers(BOOKING_ID)}`]: { status: 200, data: saved },
    });
    renderBookingPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit travellers' }));
    const drawer = await screen.findByRole('dialog', { name: 'Travellers of UA-2026-000005' });

    const first = within(drawer).getByRole('group', { name: 'Traveller 1' });
    expect(within(first).getByRole('textbox', { name: 'Document number' })).toHaveValue('••••4321');
    await enter(within(first).getByRole('textbox', { name: 'Name' }), ' K');
    await enter(within(within(drawer).getByRole('group', { name: 'Traveller 2' })).getByRole('textbox', { name: 'Document number' }), 'AB-12');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add a traveller' }));
    await enter(within(within(drawer).getByRole('group', { name: 'Traveller 3' })).getByRole('textbox', { name: 'Name' }), 'Aarav');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save travellers' }));

    await waitFor(() => expect(api.callsTo('PUT', BOOKING_PATHS.travellers(BOOKING_ID))).toHaveLength(1));
    const body = api.callsTo('PUT', BOOKING_PATHS.travellers(BOOKING_ID))[0]?.body as { travellers: Record<string, unknown>[] };
    expect(body.travellers[0]).toEqual({ id: 11, name: 'Rahul Sharma K', kind: 'adult', age: 41, lead: true, id_document_type: 'passport' });
    expect(body.travellers[0]).not.toHaveProperty('id_document_number');
    expect(body.travellers[1]).toEqual({ id: 12, name: 'Priya Sharma', kind: 'adult', age: 38, lead: false, id_document_type: 'aadhaar', id_document_number: 'AB-12' });
    expect(body.travellers[2]).toEqual({ name: 'Aarav', kind: 'adult', age: null, lead: false, id_document_type: null, id_document_number: null });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(await travellersTable()).getByRole('row', { name: /Aarav/ })).toBeInTheDocument();
  });

  it('clears a known traveller’s number when its box is emptied, and shows the server’s error on the row’s field', async () => {
    const api = setupBookingApi({
      [`PUT ${BOOKING_PATHS.travellers(BOOKING_ID)}`]: { status: 400, data: { detail: 'Check the fields.', code: 'validation', errors: { 'travellers.1.name': ['Enter the traveller’s name'] } } },
    });
    renderBookingPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit travellers' }));
    const drawer = await screen.findByRole('dialog', { name: 'Travellers of UA-2026-000005' });
    await userEvent.clear(within(within(drawer).getByRole('group', { name: 'Traveller 1' })).getByRole('textbox', { name: 'Document number' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save travellers' }));

    await waitFor(() => expect(api.callsTo('PUT', BOOKING_PATHS.travellers(BOOKING_ID))).toHaveLength(1));
    expect((api.callsTo('PUT', BOOKING_PATHS.travellers(BOOKING_ID))[0]?.body as { travellers: Record<string, unknown>[] }).travellers[0]).toMatchObject({ id: 11, id_document_number: null });
    const priyaName = within(within(drawer).getByRole('group', { name: 'Traveller 2' })).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(priyaName).toHaveAccessibleDescription(/Enter the traveller’s name/));
  });
});
