import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ITINERARY_PATHS, type ItineraryStatusRequest, type TripHeading } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { refreshAfterHeadingWrite } from './heading-writes-cache';

/** POST /api/itinerary/{id}/status/: mark sent, lost (with a reason), or back to draft; a move the status does not allow is a 409. */
export async function changeStatus({ tripId, body }: { tripId: number; body: ItineraryStatusRequest }): Promise<TripHeading> {
  const { data } = await apiClient.post<TripHeading>(ITINERARY_PATHS.status(tripId), body);
  return data;
}

export function useChangeStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeStatus, onSuccess: (_saved, { tripId }) => refreshAfterHeadingWrite(queryClient, tripId) });
}
