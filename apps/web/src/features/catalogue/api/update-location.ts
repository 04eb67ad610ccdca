import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CATALOGUE_PATHS, type LocationDetail, type LocationUpdateRequest } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { refreshAfterLocationWrite } from './location-writes-cache';

/** PATCH /api/locations/{id}/: the location's own fields; only those given change. */
export async function updateLocation({ id, changes }: { id: number; changes: LocationUpdateRequest }): Promise<LocationDetail> {
  const { data } = await apiClient.patch<LocationDetail>(CATALOGUE_PATHS.location(id), changes);
  return data;
}

export function useUpdateLocation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateLocation, onSuccess: (saved) => refreshAfterLocationWrite(queryClient, saved) });
}
