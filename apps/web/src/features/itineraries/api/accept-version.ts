import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ITINERARY_PATHS, type FinalItinerarySummary } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { itineraryKeys } from './itinerary-keys';

/** POST /api/itinerary/{id}/final-itinerary/{version}/accept/: staff record the customer's word; the trip becomes accepted. */
export async function acceptVersion({ tripId, version }: { tripId: number; version: number }): Promise<FinalItinerarySummary> {
  const { data } = await apiClient.post<FinalItinerarySummary>(ITINERARY_PATHS.finalItineraryAccept(tripId, version));
  return data;
}

export function useAcceptVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptVersion,
    // The trip's status and accepted version change with it, in the heading, the versions and the list.
    onSuccess: (_version, { tripId }) => {
      void queryClient.invalidateQueries({ queryKey: itineraryKeys.trip(tripId) });
      void queryClient.invalidateQueries({ queryKey: itineraryKeys.lists() });
    },
  });
}
