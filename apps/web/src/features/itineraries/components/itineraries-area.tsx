import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { NewTripPage } from './heading/new-trip-page';
import { TripListPage } from './list/trip-list-page';

// The editor is the heaviest screen (drag and drop, the catalogue picker): its own chunk, loaded on opening a trip.
const ItineraryPage = lazy(() => import('./itinerary-page').then((module) => ({ default: module.ItineraryPage })));

/** /itineraries: the list, a new trip from an enquiry, and one trip's editor with everything under it. */
export function ItinerariesArea() {
  return (
    <Routes>
      <Route index element={<TripListPage />} />
      <Route path="new" element={<NewTripPage />} />
      <Route path=":id/*" element={<ItineraryPage />} />
      <Route path="*" element={<TripListPage />} />
    </Routes>
  );
}
