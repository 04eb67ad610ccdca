import { ITINERARY_PATHS, type ItinerarySchedule } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { useOptimisticScheduleWrite } from './schedule-writes-cache';

type ReorderItems = { tripId: number; dayId: number; itemIds: number[] };

/** POST /api/itinerary/{id}/day-schedule/{day}/items/order/: every item of the day, in the new order. */
export async function reorderItems({ tripId, dayId, itemIds }: ReorderItems): Promise<ItinerarySchedule> {
  const { data } = await apiClient.post<ItinerarySchedule>(ITINERARY_PATHS.dayItemOrder(tripId, dayId), { item_ids: itemIds });
  return data;
}

/** The day's items in their new order, numbered 1..n. */
export function withItemsOrdered(schedule: ItinerarySchedule, dayId: number, itemIds: readonly number[]): ItinerarySchedule {
  return {
    ...schedule,
    days: schedule.days.map((day) => {
      if (day.id !== dayId) return day;
      const byId = new Map(day.items.map((item) => [item.id, item]));
      const ordered = itemIds.flatMap((id) => byId.get(id) ?? []);
      return ordered.length === day.items.length ? { ...day, items: ordered.map((item, index) => ({ ...item, position: index + 1 })) } : day;
    }),
  };
}

export function useReorderItems() {
  return useOptimisticScheduleWrite(reorderItems, (schedule, { dayId, itemIds }) => withItemsOrdered(schedule, dayId, itemIds));
}
