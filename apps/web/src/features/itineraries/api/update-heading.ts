import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ITINERARY_PATHS, type TripHeading, type TripHeadingUpdateRequest } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { refreshAfterHeadingWrite } from './heading-writes-cache';

/**
 * PATCH /api/itinerary/trip-heading/{id}/: only the fields given change. More nights append empty
 * days; fewer drop trailing days only while they are empty (409 `itinerary.day_not_empty` otherwise).
 */
export async function updateHeading({ tripId, changes }: { tripId: number; changes: TripHeadingUpdateRequest }): Promise<TripHeading> {
  const { data } = await apiClient.patch<TripHeading>(ITINERARY_PATHS.tripHeading(tripId), changes);
  return data;
}

export function useUpdateHeading() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateHeading, onSuccess: (_saved, { tripId }) => refreshAfterHeadingWrite(queryClient, tripId) });
}
