import { ITINERARY_PATHS, type ItinerarySchedule } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { useOptimisticScheduleWrite } from './schedule-writes-cache';

type ReorderDays = { tripId: number; dayIds: number[] };

/** POST /api/itinerary/{id}/day-schedule/order/: every day, in the new order; dates follow the places. */
export async function reorderDays({ tripId, dayIds }: ReorderDays): Promise<ItinerarySchedule> {
  const { data } = await apiClient.post<ItinerarySchedule>(ITINERARY_PATHS.dayOrder(tripId), { day_ids: dayIds });
  return data;
}

/** The days in their new order, each taking the number and date of the place it lands in (dates go by position). */
export function withDaysOrdered(schedule: ItinerarySchedule, dayIds: readonly number[]): ItinerarySchedule {
  const byId = new Map(schedule.days.map((day) => [day.id, day]));
  const ordered = dayIds.flatMap((id) => byId.get(id) ?? []);
  if (ordered.length !== schedule.days.length) return schedule;
  return { ...schedule, days: ordered.map((day, index) => ({ ...day, day_number: index + 1, date: schedule.days[index]?.date ?? day.date })) };
}

export function useReorderDays() {
  return useOptimisticScheduleWrite(reorderDays, (schedule, { dayIds }) => withDaysOrdered(schedule, dayIds));
}
