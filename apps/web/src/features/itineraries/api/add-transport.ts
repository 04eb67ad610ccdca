import { ITINERARY_PATHS, type ItinerarySchedule, type TransportChargeCreateRequest } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { useScheduleWrite } from './schedule-writes-cache';

/** POST /api/itinerary/{id}/transport-charges/: a vehicle variant (priced from its season) or free text. */
export async function addTransport({ tripId, body }: { tripId: number; body: TransportChargeCreateRequest }): Promise<ItinerarySchedule> {
  const { data } = await apiClient.post<ItinerarySchedule>(ITINERARY_PATHS.transportCharges(tripId), body);
  return data;
}

export function useAddTransport() {
  return useScheduleWrite(addTransport);
}
