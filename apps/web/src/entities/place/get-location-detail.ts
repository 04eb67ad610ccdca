import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOGUE_PATHS, type LocationDetail } from '@ua/contracts';
import { apiClient } from '../../lib/api-client';

/** GET /api/location-details/{id}/: description, images, coordinates, tags and the breadcrumb. */
export async function getLocationDetail(id: number): Promise<LocationDetail> {
  const { data } = await apiClient.get<LocationDetail>(CATALOGUE_PATHS.locationDetails(id));
  return data;
}

/** Without an id, the key of every location's details. */
export function locationDetailQueryOptions(id?: number) {
  return queryOptions({
    queryKey: id === undefined ? ['catalogue', 'locations', 'detail'] : ['catalogue', 'locations', 'detail', id],
    queryFn: () => getLocationDetail(id ?? 0),
  });
}

/** The location's details; nothing is asked while `id` is undefined. */
export function useLocationDetail(id: number | undefined) {
  return useQuery({ ...locationDetailQueryOptions(id), enabled: id !== undefined });
}
