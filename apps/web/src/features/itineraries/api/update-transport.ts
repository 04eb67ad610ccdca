import { ITINERARY_PATHS, type ItinerarySchedule, type TransportChargeUpdateRequest } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { useScheduleWrite } from './schedule-writes-cache';

/** PATCH /api/itinerary/{id}/transport-charges/{charge}/: only what changed. */
export async function updateTransport({ tripId, chargeId, changes }: { tripId: number; chargeId: number; changes: TransportChargeUpdateRequest }): Promise<ItinerarySchedule> {
  const { data } = await apiClient.patch<ItinerarySchedule>(ITINERARY_PATHS.transportCharge(tripId, chargeId), changes);
  return data;
}

export function useUpdateTransport() {
  return useScheduleWrite(updateTransport);
}
