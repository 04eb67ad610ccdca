import { ITINERARY_PATHS, type ItinerarySchedule } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { useScheduleWrite } from './schedule-writes-cache';

/** DELETE /api/itinerary/{id}/schedule/items/{item}/. */
export async function removeItem({ tripId, itemId }: { tripId: number; itemId: number }): Promise<ItinerarySchedule> {
  const { data } = await apiClient.delete<ItinerarySchedule>(ITINERARY_PATHS.item(tripId, itemId));
  return data;
}

export function useRemoveItem() {
  return useScheduleWrite(removeItem);
}
