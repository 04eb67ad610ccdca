import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CATALOGUE_PATHS } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { refreshAfterLocationWrite } from './location-writes-cache';

export type LocationDeactivation = { deactivated_ids: number[] };

/** POST /api/locations/{id}/deactivate/: the location and every active location below it; never a delete. */
export async function deactivateLocation(id: number): Promise<LocationDeactivation> {
  const { data } = await apiClient.post<LocationDeactivation>(CATALOGUE_PATHS.locationDeactivate(id));
  return data;
}

export function useDeactivateLocation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deactivateLocation, onSuccess: () => refreshAfterLocationWrite(queryClient) });
}
