import { queryOptions, useQuery } from '@tanstack/react-query';
import { ITINERARY_PATHS, type FinalItinerary } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { itineraryKeys } from './itinerary-keys';

/** GET /api/itinerary/{id}/final-itinerary/{version}/: the version as it was frozen, schedule and all. */
export async function getVersion(tripId: number, version: number): Promise<FinalItinerary> {
  const { data } = await apiClient.get<FinalItinerary>(ITINERARY_PATHS.finalItinerary(tripId, version));
  return data;
}

export function versionQueryOptions(tripId: number, version: number) {
  // A frozen version never changes; only its accepted flag may, which the list's refresh covers.
  return queryOptions({ queryKey: itineraryKeys.version(tripId, version), queryFn: () => getVersion(tripId, version), staleTime: 5 * 60_000 });
}

export function useVersion(tripId: number, version: number | undefined) {
  return useQuery({ ...versionQueryOptions(tripId, version ?? 0), enabled: version !== undefined });
}
