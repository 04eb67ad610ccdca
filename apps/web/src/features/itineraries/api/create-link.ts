import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ITINERARY_PATHS, type CustomerLink } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { linksQueryOptions } from './list-links';

type CreateLink = { tripId: number; version: number; expiresInDays: number };

/** POST /api/itinerary/{id}/final-itinerary/{version}/links/: a new unguessable address for the customer, expiring in so many days. */
export async function createLink({ tripId, version, expiresInDays }: CreateLink): Promise<CustomerLink> {
  const { data } = await apiClient.post<CustomerLink>(ITINERARY_PATHS.finalItineraryLinks(tripId, version), { expires_in_days: expiresInDays });
  return data;
}

export function useCreateLink() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createLink, onSuccess: (_link, { tripId, version }) => void queryClient.invalidateQueries({ queryKey: linksQueryOptions(tripId, version).queryKey }) });
}
