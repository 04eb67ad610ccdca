import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CATALOGUE_PATHS, type LocationCreateRequest, type LocationDetail } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { refreshAfterLocationWrite } from './location-writes-cache';

/** POST /api/locations/: a location under a parent exactly one level up (none for level 1). */
export async function createLocation(body: LocationCreateRequest): Promise<LocationDetail> {
  const { data } = await apiClient.post<LocationDetail>(CATALOGUE_PATHS.locations, body);
  return data;
}

export function useCreateLocation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createLocation, onSuccess: (saved) => refreshAfterLocationWrite(queryClient, saved) });
}
