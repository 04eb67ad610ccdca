import { ITINERARY_PATHS, type ItemCreateRequest, type ItinerarySchedule } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { useScheduleWrite } from './schedule-writes-cache';

/** POST /api/itinerary/{id}/day-schedule/{day}/items/: a catalogue variant (priced from its season) or free text. */
export async function addItem({ tripId, dayId, body }: { tripId: number; dayId: number; body: ItemCreateRequest }): Promise<ItinerarySchedule> {
  const { data } = await apiClient.post<ItinerarySchedule>(ITINERARY_PATHS.dayItems(tripId, dayId), body);
  return data;
}

export function useAddItem() {
  return useScheduleWrite(addItem);
}
