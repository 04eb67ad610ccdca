import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOGUE_PATHS, type LocationLevel, type LocationLevelQuery, type LocationPage } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';

export type LocationLevelRequest = { level: LocationLevel; query: LocationLevelQuery };

/** GET /api/locations/level-{1..4}/: one level's locations by name, `parent` narrowing to one parent's children. */
export async function getLocationLevel({ level, query }: LocationLevelRequest): Promise<LocationPage> {
  const { data } = await apiClient.get<LocationPage>(CATALOGUE_PATHS.locationsOfLevel(level), { params: query });
  return data;
}

/** Without a request, the key of every level list: what a change to the tree invalidates. */
export function locationLevelQueryOptions(request?: LocationLevelRequest) {
  return queryOptions({
    queryKey: request ? ['catalogue', 'locations', 'level', request.level, request.query] : ['catalogue', 'locations', 'level'],
    queryFn: () => getLocationLevel(request ?? { level: 1, query: {} }),
    placeholderData: keepPreviousData,
  });
}

export function useLocationLevel(request: LocationLevelRequest, options: { enabled?: boolean } = {}) {
  return useQuery({ ...locationLevelQueryOptions(request), ...options });
}
