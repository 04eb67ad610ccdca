import { queryOptions, useQuery } from '@tanstack/react-query';
import { ITINERARY_PATHS, type CustomerLink } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { itineraryKeys } from './itinerary-keys';

/** GET /api/itinerary/{id}/final-itinerary/{version}/links/: the version's customer links, active, expired and revoked. */
export async function listLinks(tripId: number, version: number): Promise<CustomerLink[]> {
  const { data } = await apiClient.get<{ results: CustomerLink[] }>(ITINERARY_PATHS.finalItineraryLinks(tripId, version));
  return data.results;
}

export function linksQueryOptions(tripId: number, version: number) {
  return queryOptions({ queryKey: itineraryKeys.links(tripId, version), queryFn: () => listLinks(tripId, version) });
}

export function useLinks(tripId: number, version: number) {
  return useQuery(linksQueryOptions(tripId, version));
}
