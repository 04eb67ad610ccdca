import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ITINERARY_PATHS, type FinalItinerarySummary } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { itineraryKeys } from './itinerary-keys';

/** POST /api/itinerary/{id}/final-itinerary/: the trip as it is now becomes the next version, for ever. */
export async function freezeVersion({ tripId, note }: { tripId: number; note: string }): Promise<FinalItinerarySummary> {
  const { data } = await apiClient.post<FinalItinerarySummary>(ITINERARY_PATHS.finalItineraries(tripId), { note });
  return data;
}

export function useFreezeVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: freezeVersion,
    // The heading counts the versions: the trip's queries (schedule, versions) and the list all change.
    onSuccess: (_version, { tripId }) => {
      void queryClient.invalidateQueries({ queryKey: itineraryKeys.trip(tripId) });
      void queryClient.invalidateQueries({ queryKey: itineraryKeys.lists() });
    },
  });
}
