/**
 * The first part of each area's query keys, where one area's write makes another's reads stale: a
 * booking moves its trip to booked. Features never import each other, so the key both use lives here.
 */
export const QUERY_ROOTS = {
  itineraries: ['itineraries'] as const,
};
