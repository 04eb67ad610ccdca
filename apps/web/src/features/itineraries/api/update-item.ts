import { ITINERARY_PATHS, type ItemUpdateRequest, type ItinerarySchedule } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { useScheduleWrite } from './schedule-writes-cache';

/** PATCH /api/itinerary/{id}/schedule/items/{item}/: only what changed; new unit prices make the line manual. */
export async function updateItem({ tripId, itemId, changes }: { tripId: number; itemId: number; changes: ItemUpdateRequest }): Promise<ItinerarySchedule> {
  const { data } = await apiClient.patch<ItinerarySchedule>(ITINERARY_PATHS.item(tripId, itemId), changes);
  return data;
}

export function useUpdateItem() {
  return useScheduleWrite(updateItem);
}
