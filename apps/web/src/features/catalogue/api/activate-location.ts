import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CATALOGUE_PATHS, type LocationDetail } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { refreshAfterLocationWrite } from './location-writes-cache';

/** POST /api/locations/{id}/activate/: this location alone; its parent must be active. */
export async function activateLocation(id: number): Promise<LocationDetail> {
  const { data } = await apiClient.post<LocationDetail>(CATALOGUE_PATHS.locationActivate(id));
  return data;
}

export function useActivateLocation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: activateLocation, onSuccess: (saved) => refreshAfterLocationWrite(queryClient, saved) });
}
