import { Route, Routes } from 'react-router';
import { ItineraryPage } from '../trip-page-loader';
import { NewTripPage } from './heading/new-trip-page';
import { TripListPage } from './list/trip-list-page';

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
