/**
 * The bookings area's query keys, in one place: every query option builds its key here, and writes
 * invalidate through these, never a hand-typed key.
 */
export const bookingKeys = {
  all: ['bookings'] as const,
  /**
   * Every view that shows bookings by their status and service counts: the list and the departures.
   * A write that answers with a booking invalidates these, so both show it as it now stands.
   */
  lists: () => [...bookingKeys.all, 'lists'] as const,
  list: (search: string) => [...bookingKeys.lists(), 'bookings', search] as const,
  departures: (search: string) => [...bookingKeys.lists(), 'departures', search] as const,
  booking: (id: number) => [...bookingKeys.all, 'booking', id] as const,
  timeline: (id: number) => [...bookingKeys.booking(id), 'timeline'] as const,
  comments: (id: number) => [...bookingKeys.booking(id), 'comments'] as const,
  /** What a new booking is made from: a booking made invalidates these, as its trip is booked now. */
  bookable: () => [...bookingKeys.all, 'bookable'] as const,
  /** The trips a new booking can be made from: accepted, not booked yet. */
  bookableTrips: (search: string) => [...bookingKeys.bookable(), 'trips', search] as const,
  /** One trip as the new booking shows it: its heading and the version its customer accepted. */
  bookableTrip: (id: number) => [...bookingKeys.bookable(), 'trip', id] as const,
};
