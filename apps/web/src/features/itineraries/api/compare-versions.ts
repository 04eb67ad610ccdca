import { queryOptions, useQuery } from '@tanstack/react-query';
import { ITINERARY_PATHS, type VersionComparison } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { itineraryKeys } from './itinerary-keys';

/** GET /api/itinerary/{id}/final-itinerary/compare/?from=&to=: what changed in days, items, transport and price. */
export async function compareVersions(tripId: number, from: number, to: number): Promise<VersionComparison> {
  const { data } = await apiClient.get<VersionComparison>(ITINERARY_PATHS.finalItineraryCompare(tripId), { params: { from, to } });
  return data;
}

export function comparisonQueryOptions(tripId: number, from: number, to: number) {
  // Two frozen versions compare the same way for ever.
  return queryOptions({ queryKey: itineraryKeys.comparison(tripId, from, to), queryFn: () => compareVersions(tripId, from, to), staleTime: Infinity });
}

export function useComparison(tripId: number, pair: { from: number; to: number } | undefined) {
  return useQuery({ ...comparisonQueryOptions(tripId, pair?.from ?? 0, pair?.to ?? 0), enabled: pair !== undefined });
}
