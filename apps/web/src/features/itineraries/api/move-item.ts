import { ITINERARY_PATHS, type ItinerarySchedule } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { useScheduleWrite } from './schedule-writes-cache';

type MoveItem = { tripId: number; itemId: number; dayId: number; /** 1-based; the end of the day when absent. */ position?: number };

/** POST /api/itinerary/{id}/schedule/items/{item}/move/: to another day (priced again for its date). */
export async function moveItem({ tripId, itemId, dayId, position }: MoveItem): Promise<ItinerarySchedule> {
  const { data } = await apiClient.post<ItinerarySchedule>(ITINERARY_PATHS.itemMove(tripId, itemId), { day_id: dayId, ...(position !== undefined ? { position } : {}) });
  return data;
}

export function useMoveItem() {
  return useScheduleWrite(moveItem);
}
