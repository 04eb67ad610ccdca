import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ITINERARY_PATHS, type tripSummaryPageSchema } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import type { SchemaOutput } from '../../../lib/contract-types';
import { bookingKeys } from './booking-keys';

export type TripSummaryPage = SchemaOutput<typeof tripSummaryPageSchema>;

const RESULTS = 20;

/**
 * GET /api/itinerary/trip-heading/?status[]=accepted: the trips a booking can be made from (a booked
 * trip is `booked`, so it drops out), soonest first, matching `search` (reference, title, customer).
 * Needs itineraries.view.
 */
export async function listBookableTrips(search: string): Promise<TripSummaryPage> {
  const params = { status: ['accepted'], ordering: 'start_date', page_size: RESULTS, ...(search ? { search } : {}) };
  const { data } = await apiClient.get<TripSummaryPage>(ITINERARY_PATHS.tripHeadings, { params });
  return data;
}

export function bookableTripsQueryOptions(search: string) {
  return queryOptions({
    queryKey: bookingKeys.bookableTrips(search),
    queryFn: () => listBookableTrips(search),
    // The options shown stay while the next search runs, instead of emptying at each key press.
    placeholderData: keepPreviousData,
  });
}

export function useBookableTrips(search: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...bookableTripsQueryOptions(search), ...options });
}
