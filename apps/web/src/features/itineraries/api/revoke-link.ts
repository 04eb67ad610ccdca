import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ITINERARY_PATHS, type CustomerLink } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { linksQueryOptions } from './list-links';

type RevokeLink = { tripId: number; version: number; linkId: number };

/** POST /api/itinerary/{id}/final-itinerary/{version}/links/{link}/revoke/: the address stops working at once. */
export async function revokeLink({ tripId, version, linkId }: RevokeLink): Promise<CustomerLink> {
  const { data } = await apiClient.post<CustomerLink>(ITINERARY_PATHS.finalItineraryLinkRevoke(tripId, version, linkId));
  return data;
}

export function useRevokeLink() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeLink, onSuccess: (_link, { tripId, version }) => void queryClient.invalidateQueries({ queryKey: linksQueryOptions(tripId, version).queryKey }) });
}
