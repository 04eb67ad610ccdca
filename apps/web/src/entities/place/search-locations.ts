import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOGUE_PATHS, type LocationSearchPage, type LocationSearchQuery } from '@ua/contracts';
import { apiClient } from '../../lib/api-client';

/** GET /api/location-search/: places of every level (or those asked) by name, typos forgiven, each with the places above it. */
export async function searchLocations(query: LocationSearchQuery): Promise<LocationSearchPage> {
  const { data } = await apiClient.get<LocationSearchPage>(CATALOGUE_PATHS.locationSearch, { params: query });
  return data;
}

/** Without a query, the key of every place search: what a change to the tree invalidates. */
export function locationSearchQueryOptions(query?: LocationSearchQuery) {
  return queryOptions({
    queryKey: query ? ['catalogue', 'locations', 'search', query] : ['catalogue', 'locations', 'search'],
    queryFn: () => searchLocations(query ?? { q: '' }),
    placeholderData: keepPreviousData,
  });
}

export function useLocationSearchQuery(query: LocationSearchQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...locationSearchQueryOptions(query), ...options });
}
