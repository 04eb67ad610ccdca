import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { BOOKING_PATHS } from '@ua/contracts';
import { describe, expect, it } from 'vitest';
import type { MockReply } from '../../../../test/mock-api';
import { BOOKING_ID, bookingOf, serviceOf } from './test/booking-fixtures';
import { MANAGE_LABELS, VIEW_LABELS, renderBookingPage, setupBookingApi } from './test/render-booking';

const userEvent = userEventLib.setup({ delay: null });

const serviceCard = (name: string) => screen.findByRole('article', { name });
const buttonsOf = (card: HTMLElement) => within(card).queryAllByRole('button').map((button) => button.textContent);

describe('the booking page', () => {
  it('shows the heading, the services in order with their details, and the confirmed count', async () => {
    setupBookingApi();
    renderBookingPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'UA-2026-000005' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Booking details' });
    expect(within(details).getByRole('link', { name: 'Kerala family trip' })).toHaveAttribute('href', '/itineraries/42');
    expect(within(details).getByText('Runs it: Chitra Nair')).toBeInTheDocument();
    expect(within(details).getByText('Confirming')).toBeInTheDocument();
    // The sections come in a second render, just after the heading (useDeferredMount).
    expect(await screen.findByText('1 of 4 confirmed · 1 rejected')).toBeInTheDocument();

    const names = within(screen.getByRole('region', { name: 'Services' }))
      .getAllByRole('article')
      .map((card) => card.getAttribute('aria-label'));
    expect(names).toEqual(['Tea County Munnar', 'Kolukkumalai jeep safari', 'Kochi airport transfer', 'Spice Village Thekkady']);

    const stay = await serviceCard('Tea County Munnar');
    expect(stay).toHaveAttribute('id', 'service-51');
    expect(within(stay).getByText('Check-in 12 Dec 2026 · check-out 14 Dec 2026 · 2 nights')).toBeInTheDocument();
    expect(within(stay).getByText('1 room · 2 adults, 1 child (8)')).toBeInTheDocument();
    expect(within(stay).getByRole('link', { name: 'desk@teacounty.example' })).toHaveAttribute('href', 'mailto:desk@teacounty.example');
    expect(within(stay).getByText('₹11,000 · cost ₹9,000')).toBeInTheDocument();
    const requested = await serviceCard('Kolukkumalai jeep safari');
    expect(within(requested).getByText(/^Requested by WhatsApp .* · the supplier's link expires /)).toBeInTheDocument();
    const rejected = await serviceCard('Spice Village Thekkady');
    expect(within(rejected).getByText('Fully booked on those dates')).toBeInTheDocument();
    const confirmed = await serviceCard('Kochi airport transfer');
    expect(within(confirmed).getByText('KC-881')).toBeInTheDocument();
    expect(within(confirmed).getByText('UA-V-000053')).toBeInTheDocument();
  });

  it('offers each service the moves its status allows to bookings.manage, and none to a reader', async () => {
    const cancelled = serviceOf({ id: 55, position: 5, label: 'Periyar boat ride', category: 'activity', status: 'cancelled', status_reason: 'Customer dropped it' });
    setupBookingApi({ [`GET ${BOOKING_PATHS.booking(BOOKING_ID)}`]: { status: 200, data: bookingOf({ service_list: [...bookingOf().service_list, cancelled] }) } });
    const { unmount } = renderBookingPage({ labels: MANAGE_LABELS });

    expect(buttonsOf(await serviceCard('Tea County Munnar'))).toEqual(['Request', 'Confirm by hand', 'Record a rejection', 'Cancel service', 'Change supplier']);
    expect(buttonsOf(await serviceCard('Kolukkumalai jeep safari'))).toEqual(['Request again', 'Confirm by hand', 'Record a rejection', 'Cancel service']);
    expect(buttonsOf(await serviceCard('Kochi airport transfer'))).toEqual(['Cancel service', 'Send voucher', 'Voucher PDF', 'Copy traveller’s link']);
    expect(buttonsOf(await serviceCard('Spice Village Thekkady'))).toEqual(['Request', 'Confirm by hand', 'Cancel service', 'Change supplier']);
    expect(buttonsOf(await serviceCard('Periyar boat ride'))).toEqual([]);
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
    unmount();

    renderBookingPage({ labels: VIEW_LABELS });
    for (const name of ['Tea County Munnar', 'Kolukkumalai jeep safari', 'Kochi airport transfer', 'Spice Village Thekkady']) {
      expect(buttonsOf(await serviceCard(name))).toEqual([]);
    }
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit travellers' })).not.toBeInTheDocument();
  });

  it('offers no supplier action on a cancelled booking, and says why it was cancelled', async () => {
    const services = bookingOf().service_list.map((service) => ({ ...service, status: 'cancelled' as const }));
    setupBookingApi({ [`GET ${BOOKING_PATHS.booking(BOOKING_ID)}`]: { status: 200, data: bookingOf({ status: 'cancelled', service_list: services, cancel_reason: 'Family emergency', cancelled_at: '2026-11-22T10:00:00.000Z' }) } });
    renderBookingPage();
    expect(await screen.findByText('Family emergency')).toBeInTheDocument();
    expect(buttonsOf(await serviceCard('Tea County Munnar'))).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  });

  it('confirms a service by hand with the supplier’s number, and shows it confirmed from the answer', async () => {
    const confirmedJeep = serviceOf({ ...bookingOf().service_list[1], status: 'confirmed', confirmation_number: 'HJ-2291', voucher_number: 'UA-V-000052', request_expires_at: null });
    const after = bookingOf({ service_list: bookingOf().service_list.map((service) => (service.id === 52 ? confirmedJeep : service)) });
    const api = setupBookingApi({ [`POST ${BOOKING_PATHS.serviceAction(BOOKING_ID)}`]: { status: 200, data: { booking: after, supplier_notices: [] } } });
    renderBookingPage();
    await userEvent.click(within(await serviceCard('Kolukkumalai jeep safari')).getByRole('button', { name: 'Confirm by hand' }));
    const drawer = await screen.findByRole('dialog', { name: 'Confirm by hand: Kolukkumalai jeep safari' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Confirm' }));
    // The contract's own rule, before anything is sent.
    expect(await within(drawer).findByText('Enter the supplier’s confirmation number')).toBeInTheDocument();
    expect(api.callsTo('POST', BOOKING_PATHS.serviceAction(BOOKING_ID))).toHaveLength(0);

    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Confirmation number' }), '  HJ-2291 ');
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Note' }), 'Ravi on the phone');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(api.callsTo('POST', BOOKING_PATHS.serviceAction(BOOKING_ID))).toHaveLength(1));
    expect(api.callsTo('POST', BOOKING_PATHS.serviceAction(BOOKING_ID))[0]?.body).toEqual({ action: 'confirm', service_id: 52, confirmation_number: 'HJ-2291', note: 'Ravi on the phone' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const card = await serviceCard('Kolukkumalai jeep safari');
    expect(within(card).getByText('Confirmed')).toBeInTheDocument();
    expect(within(card).getByText('HJ-2291')).toBeInTheDocument();
    expect(screen.getByText('2 of 4 confirmed · 1 rejected')).toBeInTheDocument();
    // The booking came with the answer; the timeline is asked again for the new entry.
    expect(api.callsTo('GET', BOOKING_PATHS.booking(BOOKING_ID))).toHaveLength(1);
    await waitFor(() => expect(api.callsTo('GET', BOOKING_PATHS.timeline(BOOKING_ID))).toHaveLength(2));
  });

  it('shows the server’s field error on its field and a refusal in the drawer', async () => {
    let answer: MockReply = { status: 400, data: { detail: 'Check the fields.', code: 'validation', errors: { confirmation_number: ['Keep the number under 60 characters'] } } };
    setupBookingApi({ [`POST ${BOOKING_PATHS.serviceAction(BOOKING_ID)}`]: () => answer });
    renderBookingPage();
    await userEvent.click(within(await serviceCard('Tea County Munnar')).getByRole('button', { name: 'Confirm by hand' }));
    const drawer = await screen.findByRole('dialog', { name: 'Confirm by hand: Tea County Munnar' });
    const number = within(drawer).getByRole('textbox', { name: 'Confirmation number' });
    await userEvent.type(number, 'TC-1');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(number).toHaveAccessibleDescription(/Keep the number under 60 characters/));

    answer = { status: 409, data: { detail: 'The service is confirmed already: someone did it meanwhile.', code: 'booking.service_status' } };
    await userEvent.type(number, '2');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Confirm' }));
    expect(await within(drawer).findByText('The service is confirmed already: someone did it meanwhile.')).toBeInTheDocument();
  });

  it('cancels the booking and lists what each supplier was told, those not told standing out with why', async () => {
    const cancelledBooking = bookingOf({ status: 'cancelled', cancel_reason: 'Family emergency', service_list: bookingOf().service_list.map((service) => ({ ...service, status: 'cancelled' as const })) });
    const notices = [
      { supplier: { id: 82, name: 'Kerala Cabs' }, services: [{ id: 53, label: 'Kochi airport transfer', first_date: '2026-12-11', last_date: '2026-12-11', confirmation_number: 'KC-881' }], told: true, channel: 'whatsapp', not_told_reason: null },
      { supplier: { id: 81, name: 'Hill Jeeps' }, services: [{ id: 52, label: 'Kolukkumalai jeep safari', first_date: '2026-12-13', last_date: '2026-12-13', confirmation_number: null }], told: false, channel: null, not_told_reason: 'No WhatsApp number or email on file' },
    ];
    const api = setupBookingApi({ [`POST ${BOOKING_PATHS.cancel(BOOKING_ID)}`]: { status: 200, data: { booking: cancelledBooking, supplier_notices: notices } } });
    renderBookingPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel UA-2026-000005?' });
    expect(within(dialog).getByRole('checkbox', { name: /Tell the suppliers/ })).toBeChecked();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Why is it cancelled?' }), 'Family emergency');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    await waitFor(() => expect(api.callsTo('POST', BOOKING_PATHS.cancel(BOOKING_ID))).toHaveLength(1));
    expect(api.callsTo('POST', BOOKING_PATHS.cancel(BOOKING_ID))[0]?.body).toEqual({ reason: 'Family emergency', tell_suppliers: true });
    const done = await screen.findByRole('dialog', { name: 'UA-2026-000005 is cancelled' });
    const list = within(done).getByRole('list', { name: 'Suppliers to tell' });
    expect(within(list).getByText('Kerala Cabs: told by WhatsApp')).toBeInTheDocument();
    const notTold = within(list).getByRole('alert');
    expect(notTold).toHaveTextContent('Hill Jeeps: not told, tell them yourself');
    expect(notTold).toHaveTextContent('No WhatsApp number or email on file');
    expect(notTold).toHaveTextContent('Kolukkumalai jeep safari · 13 Dec 2026');
    await userEvent.click(within(done).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(screen.getByRole('region', { name: 'Booking details' })).getByText('Family emergency')).toBeInTheDocument();
  });
});
