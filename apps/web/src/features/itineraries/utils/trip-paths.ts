// Zod-free: the area registry (in the first load) takes the area's path from here.

const BASE = '/itineraries';

/** The itinerary screens: the list, a new trip from an enquiry, and one trip (its editor below it). */
export const tripPaths = {
  list: BASE,
  newTrip: `${BASE}/new`,
  trip: (id: number) => `${BASE}/${id}`,
} as const;
