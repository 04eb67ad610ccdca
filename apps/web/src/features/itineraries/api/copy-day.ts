import { ITINERARY_PATHS, type ItinerarySchedule } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { useScheduleWrite } from './schedule-writes-cache';

/** POST /api/itinerary/{id}/day-schedule/{day}/copy/: the day and its items again, just after it. */
export async function copyDay({ tripId, dayId }: { tripId: number; dayId: number }): Promise<ItinerarySchedule> {
  const { data } = await apiClient.post<ItinerarySchedule>(ITINERARY_PATHS.dayCopy(tripId, dayId));
  return data;
}

export function useCopyDay() {
  return useScheduleWrite(copyDay);
}
