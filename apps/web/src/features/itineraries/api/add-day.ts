import { ITINERARY_PATHS, type DayCreateRequest, type ItinerarySchedule } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { useScheduleWrite } from './schedule-writes-cache';

/** POST /api/itinerary/{id}/day-schedule/: a day at the end, or before `before_day_id` (later days move a day on). */
export async function addDay({ tripId, body }: { tripId: number; body: DayCreateRequest }): Promise<ItinerarySchedule> {
  const { data } = await apiClient.post<ItinerarySchedule>(ITINERARY_PATHS.daySchedules(tripId), body);
  return data;
}

export function useAddDay() {
  return useScheduleWrite(addDay);
}
