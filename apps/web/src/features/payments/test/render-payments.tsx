import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { ViewerContext } from '../../../hooks/use-viewer';
import { LocationProbe } from '../../../test/location-probe';
import { renderWithProviders } from '../../../test/render';
import { BookingPaymentsPanel } from '../components/panel/booking-payments-panel';
import { PaymentsArea } from '../components/payments-area';
import { BOOKING_ID } from './payment-fixtures';

export const VIEW_LABELS = ['payments.view', 'bookings.view'] as const;
export const RECORD_LABELS = ['payments.view', 'payments.record', 'bookings.view'] as const;

type ViewerOptions = { labels?: readonly string[]; userId?: number };

/** The payments area at `path`, as the app mounts it (under /payments/*), for a viewer with `labels`. */
export function renderPayments({ path = '/payments', labels = RECORD_LABELS, userId = 1 }: ViewerOptions & { path?: string } = {}) {
  return renderWithProviders(
    <ViewerContext.Provider value={{ userId, labels, onOwnAccountChanged: () => {} }}>
      <Suspense>
        <Routes>
          <Route path="/payments/*" element={<PaymentsArea />} />
        </Routes>
      </Suspense>
      <LocationProbe />
    </ViewerContext.Provider>,
    { path },
  );
}

/** Booking 5's payments panel, as the booking page shows it, for a viewer with `labels`. */
export function renderPanel({ labels = RECORD_LABELS, userId = 1, onChange = () => {} }: ViewerOptions & { onChange?: () => void } = {}) {
  return renderWithProviders(
    <ViewerContext.Provider value={{ userId, labels, onOwnAccountChanged: () => {} }}>
      <BookingPaymentsPanel bookingId={BOOKING_ID} onChange={onChange} />
    </ViewerContext.Provider>,
    { path: `/bookings/${BOOKING_ID}` },
  );
}
