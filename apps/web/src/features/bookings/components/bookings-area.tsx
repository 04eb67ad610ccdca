import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { BookingPage } from '../booking-page-loader';
import { DeparturesPage } from './departures/departures-page';
import { BookingListPage } from './list/booking-list-page';
import { NewBookingPage } from './new/new-booking-page';

/**
 * What the booking page shows in its Payments section, to holders of payments.view. Another feature
 * draws it, so app/ passes it in (features do not import each other); `onChange` follows its writes.
 */
export type PaymentsPanelComponent = ComponentType<{ bookingId: number; onChange: () => void }>;

/** /bookings: the list, the operations view of departures, a new booking from an accepted trip, and one booking. */
export function BookingsArea({ paymentsPanel }: { paymentsPanel?: PaymentsPanelComponent }) {
  return (
    <Routes>
      <Route index element={<BookingListPage />} />
      <Route path="departures" element={<DeparturesPage />} />
      <Route path="new" element={<NewBookingPage />} />
      <Route path=":id/*" element={<BookingPage paymentsPanel={paymentsPanel} />} />
      <Route path="*" element={<BookingListPage />} />
    </Routes>
  );
}
