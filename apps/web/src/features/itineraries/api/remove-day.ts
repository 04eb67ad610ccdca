import { ITINERARY_PATHS, type ItinerarySchedule } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { useScheduleWrite } from './schedule-writes-cache';

/** DELETE /api/itinerary/{id}/day-schedule/{day}/: the day and its items go; later days move back a day. */
export async function removeDay({ tripId, dayId }: { tripId: number; dayId: number }): Promise<ItinerarySchedule> {
  const { data } = await apiClient.delete<ItinerarySchedule>(ITINERARY_PATHS.daySchedule(tripId, dayId));
  return data;
}

export function useRemoveDay() {
  return useScheduleWrite(removeDay);
}
