import { lazy } from 'react';
import { BookingsArea } from '../features/bookings/components/bookings-area';

// Its own chunk, loaded when a booking's page shows it to a holder of payments.view.
const BookingPaymentsPanel = lazy(() => import('../features/payments/components/panel/booking-payments-panel').then((module) => ({ default: module.BookingPaymentsPanel })));

/**
 * The bookings area with the payments panel on each booking's page. Features do not import each
 * other, so the app composes them here, and the registry loads this as the bookings area's page.
 */
export function BookingsWithPayments() {
  return <BookingsArea paymentsPanel={BookingPaymentsPanel} />;
}
