import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { ViewerContext } from '../../../hooks/use-viewer';
import { LocationProbe } from '../../../test/location-probe';
import { renderWithProviders } from '../../../test/render';
import { BookingsArea } from '../components/bookings-area';

export const VIEW_LABELS = ['bookings.view'] as const;
export const MANAGE_LABELS = ['bookings.view', 'bookings.manage', 'itineraries.view', 'suppliers.view'] as const;

/** The bookings area at `path`, as the app mounts it (under /bookings/*), for a viewer with `labels`. */
export function renderBookings({ path, labels = VIEW_LABELS, userId = 1 }: { path: string; labels?: readonly string[]; userId?: number }) {
  return renderWithProviders(
    <ViewerContext.Provider value={{ userId, labels, onOwnAccountChanged: () => {} }}>
      <Suspense>
        <Routes>
          <Route path="/bookings/*" element={<BookingsArea />} />
        </Routes>
      </Suspense>
      <LocationProbe />
    </ViewerContext.Provider>,
    { path },
  );
}
