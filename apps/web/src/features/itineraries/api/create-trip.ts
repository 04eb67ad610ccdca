import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ITINERARY_PATHS, type TripHeading, type TripHeadingCreateRequest } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { itineraryKeys } from './itinerary-keys';

/** POST /api/itinerary/trip-heading/: a new trip from the customer's enquiry, its days laid out empty. */
export async function createTrip(body: TripHeadingCreateRequest): Promise<TripHeading> {
  const { data } = await apiClient.post<TripHeading>(ITINERARY_PATHS.tripHeadings, body);
  return data;
}

export function useCreateTrip() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTrip, onSuccess: () => void queryClient.invalidateQueries({ queryKey: itineraryKeys.lists() }) });
}
