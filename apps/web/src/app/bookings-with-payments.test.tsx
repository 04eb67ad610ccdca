import { Suspense } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { BOOKING_PATHS, PAYMENT_PATHS } from '@ua/contracts';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setupBookingApi } from '../features/bookings/components/page/test/render-booking';
import { BOOKING_ID, mailOf, moneyOf, paymentOf } from '../features/payments/test/payment-fixtures';
import { ViewerContext } from '../hooks/use-viewer';
import { renderWithProviders } from '../test/render';
import { BookingsWithPayments } from './bookings-with-payments';

const userEvent = userEventLib.setup({ delay: null });

function renderBooking(labels: readonly string[]) {
  return renderWithProviders(
    <ViewerContext.Provider value={{ userId: 1, labels, onOwnAccountChanged: () => {} }}>
      <Suspense>
        <Routes>
          <Route path="/bookings/*" element={<BookingsWithPayments />} />
        </Routes>
      </Suspense>
    </ViewerContext.Provider>,
    { path: `/bookings/${BOOKING_ID}` },
  );
}

function setup() {
  return setupBookingApi({
    [`GET ${PAYMENT_PATHS.duePaymentData(BOOKING_ID)}`]: { status: 200, data: moneyOf() },
    [`GET ${PAYMENT_PATHS.paymentMail}`]: { status: 200, data: { results: [mailOf()] } },
    [`POST ${PAYMENT_PATHS.partialPayment}`]: { status: 201, data: { payment: paymentOf({ id: 75 }), replayed: false, money: moneyOf() } },
  });
}

describe('the booking page with the payments panel app/ hands in', () => {
  it('shows the booking’s payments to payments.view, and a payment recorded there refreshes the timeline', async () => {
    const api = setup();
    renderBooking(['bookings.view', 'payments.view', 'payments.record']);
    const payments = await screen.findByRole('region', { name: 'Payments' });
    expect(await within(payments).findByRole('table', { name: 'Dues' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', BOOKING_PATHS.timeline(BOOKING_ID))).toHaveLength(1));

    await userEvent.click(within(payments).getByRole('button', { name: 'Record a payment for Balance' }));
    const drawer = await screen.findByRole('dialog', { name: 'Record a payment · UA-2026-000005' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(api.callsTo('GET', BOOKING_PATHS.timeline(BOOKING_ID))).toHaveLength(2));
  });

  it('leaves the section out, and asks nothing of payments, without payments.view', async () => {
    const api = setup();
    renderBooking(['bookings.view']);
    expect(await screen.findByRole('heading', { level: 1, name: 'UA-2026-000005' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Payments' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', PAYMENT_PATHS.duePaymentData(BOOKING_ID))).toHaveLength(0);
  });
});
