import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ITINERARY_PATHS, type tripListQuerySchema, type tripSummaryPageSchema } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import type { SchemaOutput } from '../../../lib/contract-types';
import type { QueryOf } from '../../../lib/list-query';
import { itineraryKeys } from './itinerary-keys';

export type TripsQuery = QueryOf<typeof tripListQuerySchema>;
export type TripSummaryPage = SchemaOutput<typeof tripSummaryPageSchema>;

/** GET /api/itinerary/trip-heading/: a DRF page of trips, searched and filtered by `query` (statuses go as `status[]`). */
export async function listTrips(query: TripsQuery): Promise<TripSummaryPage> {
  const { data } = await apiClient.get<TripSummaryPage>(ITINERARY_PATHS.tripHeadings, { params: query });
  return data;
}

export function tripsQueryOptions(query: TripsQuery) {
  return queryOptions({
    // The query as the schema read it, in the schema's order: one view, one key.
    queryKey: itineraryKeys.list(JSON.stringify(query)),
    queryFn: () => listTrips(query),
    placeholderData: keepPreviousData,
  });
}

export function useTrips(query: TripsQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...tripsQueryOptions(query), ...options });
}
