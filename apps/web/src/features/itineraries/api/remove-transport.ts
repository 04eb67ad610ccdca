import { ITINERARY_PATHS, type ItinerarySchedule } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { useScheduleWrite } from './schedule-writes-cache';

/** DELETE /api/itinerary/{id}/transport-charges/{charge}/. */
export async function removeTransport({ tripId, chargeId }: { tripId: number; chargeId: number }): Promise<ItinerarySchedule> {
  const { data } = await apiClient.delete<ItinerarySchedule>(ITINERARY_PATHS.transportCharge(tripId, chargeId));
  return data;
}

export function useRemoveTransport() {
  return useScheduleWrite(removeTransport);
}
