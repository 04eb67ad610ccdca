import { Route, Routes } from 'react-router';

/** /bookings: filled in by the bookings screens. */
export function BookingsArea() {
  return (
    <Routes>
      <Route path="*" element={null} />
    </Routes>
  );
}
