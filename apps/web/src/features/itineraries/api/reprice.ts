import { ITINERARY_PATHS, type ItinerarySchedule } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { useScheduleWrite } from './schedule-writes-cache';

/** POST /api/itinerary/{id}/schedule/reprice/: every catalogue line priced again from the catalogue as it is now. */
export async function reprice({ tripId }: { tripId: number }): Promise<ItinerarySchedule> {
  const { data } = await apiClient.post<ItinerarySchedule>(ITINERARY_PATHS.reprice(tripId));
  return data;
}

export function useReprice() {
  return useScheduleWrite(reprice);
}
