import { queryOptions, useQuery } from '@tanstack/react-query';
import { ITINERARY_PATHS, type FinalItinerarySummary, type TripHeading } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { bookingKeys } from './booking-keys';

export type BookableTrip = {
  heading: TripHeading;
  /** The version its customer accepted, which the booking is made from; null while none is. */
  accepted: FinalItinerarySummary | null;
};

/**
 * GET /api/itinerary/trip-heading/{id}/ and its frozen versions: the trip a new booking is made from,
 * with the accepted version's total (the list's total is the schedule's as it is now, which may have
 * moved on since the customer accepted).
 */
export async function getBookableTrip(tripId: number): Promise<BookableTrip> {
  const [{ data: heading }, { data: versions }] = await Promise.all([
    apiClient.get<TripHeading>(ITINERARY_PATHS.tripHeading(tripId)),
    apiClient.get<{ results: FinalItinerarySummary[] }>(ITINERARY_PATHS.finalItineraries(tripId)),
  ]);
  return { heading, accepted: versions.results.find((version) => version.accepted) ?? null };
}

export function bookableTripQueryOptions(tripId: number) {
  return queryOptions({ queryKey: bookingKeys.bookableTrip(tripId), queryFn: () => getBookableTrip(tripId) });
}

/** Nothing is asked while no trip is chosen. */
export function useBookableTrip(tripId: number | null) {
  return useQuery({ ...bookableTripQueryOptions(tripId ?? 0), enabled: tripId !== null });
}
