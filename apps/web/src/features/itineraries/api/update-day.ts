import { ITINERARY_PATHS, type DayUpdateRequest, type ItinerarySchedule } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { useScheduleWrite } from './schedule-writes-cache';

/** PATCH /api/itinerary/{id}/day-schedule/{day}/: the day's place, title or notes; only what changed. */
export async function updateDay({ tripId, dayId, changes }: { tripId: number; dayId: number; changes: DayUpdateRequest }): Promise<ItinerarySchedule> {
  const { data } = await apiClient.patch<ItinerarySchedule>(ITINERARY_PATHS.daySchedule(tripId, dayId), changes);
  return data;
}

export function useUpdateDay() {
  return useScheduleWrite(updateDay);
}
