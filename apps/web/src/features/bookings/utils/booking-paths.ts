// Zod-free: the area registry (in the first load) takes the area's paths from here.

const BASE = '/bookings';

/** The booking screens: the list, the operations view of departures, a new booking from an accepted trip, and one booking. */
export const bookingPaths = {
  list: BASE,
  departures: `${BASE}/departures`,
  /** `?trip=<id>` preselects the accepted trip (the itinerary page links here). */
  newBooking: `${BASE}/new`,
  booking: (id: number) => `${BASE}/${id}`,
  /** A comment on the booking page: what a mention's notification opens. */
  comment: (id: number, commentId: number) => `${BASE}/${id}?comment=${commentId}#comment-${commentId}`,
} as const;
