import { queryOptions, useQuery } from '@tanstack/react-query';
import { ITINERARY_PATHS, type ItinerarySchedule } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { itineraryKeys } from './itinerary-keys';

/** GET /api/itinerary/{id}/schedule/: the whole trip as the editor shows it, priced, with its warnings. */
export async function getSchedule(tripId: number): Promise<ItinerarySchedule> {
  const { data } = await apiClient.get<ItinerarySchedule>(ITINERARY_PATHS.schedule(tripId));
  return data;
}

export function scheduleQueryOptions(tripId: number) {
  return queryOptions({ queryKey: itineraryKeys.schedule(tripId), queryFn: () => getSchedule(tripId) });
}

export function useSchedule(tripId: number | undefined) {
  return useQuery({ ...scheduleQueryOptions(tripId ?? 0), enabled: tripId !== undefined });
}
