import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CATALOGUE_PATHS, type LocationDetail, type LocationMoveRequest } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { refreshAfterLocationWrite } from './location-writes-cache';

/** POST /api/locations/{id}/move/: the location and everything below it under another parent of the same level. */
export async function moveLocation({ id, body }: { id: number; body: LocationMoveRequest }): Promise<LocationDetail> {
  const { data } = await apiClient.post<LocationDetail>(CATALOGUE_PATHS.locationMove(id), body);
  return data;
}

export function useMoveLocation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: moveLocation, onSuccess: (saved) => refreshAfterLocationWrite(queryClient, saved) });
}
