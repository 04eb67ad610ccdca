import { queryOptions, useQuery } from '@tanstack/react-query';
import { ITINERARY_PATHS, type FinalItinerarySummary } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { itineraryKeys } from './itinerary-keys';

/** GET /api/itinerary/{id}/final-itinerary/: the frozen versions, with who froze them, their totals and which was accepted. */
export async function listVersions(tripId: number): Promise<FinalItinerarySummary[]> {
  const { data } = await apiClient.get<{ results: FinalItinerarySummary[] }>(ITINERARY_PATHS.finalItineraries(tripId));
  return data.results;
}

/** Its key holds every version's own queries too, so a freeze or an acceptance refreshes them all. */
export function versionsQueryOptions(tripId: number) {
  return queryOptions({ queryKey: itineraryKeys.versions(tripId), queryFn: () => listVersions(tripId) });
}

export function useVersions(tripId: number) {
  return useQuery(versionsQueryOptions(tripId));
}
