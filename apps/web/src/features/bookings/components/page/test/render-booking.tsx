import { Route, Routes } from 'react-router';
import { BOOKING_PATHS, MESSAGING_PATHS } from '@ua/contracts';
import { ViewerContext } from '../../../../../hooks/use-viewer';
import { mockApi } from '../../../../../test/mock-api';
import { LocationProbe } from '../../../../../test/location-probe';
import { renderWithProviders } from '../../../../../test/render';
import { BookingPage } from '../booking-page';
import { BOOKING_ID, bookingOf, commentPage, timelineEntryOf } from './booking-fixtures';

export const VIEW_LABELS = ['bookings.view'] as const;
export const MANAGE_LABELS = ['bookings.view', 'bookings.manage', 'suppliers.view', 'itineraries.view'] as const;

const EMPTY_MESSAGES = { status: 200, data: { count: 0, next: null, previous: null, results: [] } };

/** The booking page's calls answered as for booking 5 (no messages, no comments, one timeline entry), with `routes` on top. */
export function setupBookingApi(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    [`GET ${BOOKING_PATHS.booking(BOOKING_ID)}`]: { status: 200, data: bookingOf() },
    [`GET ${BOOKING_PATHS.comments(BOOKING_ID)}`]: { status: 200, data: commentPage([]) },
    [`GET ${BOOKING_PATHS.timeline(BOOKING_ID)}`]: { status: 200, data: { count: 1, next: null, previous: null, results: [timelineEntryOf()] } },
    [`GET ${MESSAGING_PATHS.whatsappMessageAction}`]: EMPTY_MESSAGES,
    [`GET ${MESSAGING_PATHS.mailMessageAction}`]: EMPTY_MESSAGES,
    [`GET ${MESSAGING_PATHS.templates}`]: { status: 200, data: { results: [] } },
    ...routes,
  });
}

/** The booking page at `path` (booking 5 by default), mounted as the bookings area mounts it, for a viewer with `labels`. */
export function renderBookingPage({ path = `/bookings/${BOOKING_ID}`, labels = MANAGE_LABELS, userId = 1 }: { path?: string; labels?: readonly string[]; userId?: number } = {}) {
  return renderWithProviders(
    <ViewerContext.Provider value={{ userId, labels, onOwnAccountChanged: () => {} }}>
      <Routes>
        <Route path="/bookings/:id/*" element={<BookingPage />} />
      </Routes>
      <LocationProbe />
    </ViewerContext.Provider>,
    { path },
  );
}
