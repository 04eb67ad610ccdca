import { lazy } from 'react';
import { BookingsArea } from '../features/bookings/components/bookings-area';
import type { BookingPaymentsPanelProps } from '../features/payments/components/panel/booking-payments-panel';

// Its own chunk, loaded when a booking's page shows it to a holder of payments.view.
const BookingPaymentsPanel = lazy(() => import('../features/payments/components/panel/booking-payments-panel').then((module) => ({ default: module.BookingPaymentsPanel })));
// Paying a due from the agent's wallet: the agents feature draws it inside the panel's dues.
const PayFromWallet = lazy(() => import('../features/agents/components/wallet/pay-from-wallet').then((module) => ({ default: module.PayFromWallet })));

function PaymentsPanelWithWallet(props: BookingPaymentsPanelProps) {
  return <BookingPaymentsPanel {...props} payFromWallet={PayFromWallet} />;
}

/**
 * The bookings area with the payments panel on each booking's page, and the agent's wallet inside it.
 * Features do not import each other, so the app composes them here, and the registry loads this as
 * the bookings area's page.
 */
export function BookingsWithPayments() {
  return <BookingsArea paymentsPanel={PaymentsPanelWithWallet} />;
}
