import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOGUE_PATHS, type LocationTag } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';

type LocationTagPage = { count: number; next: string | null; previous: string | null; results: LocationTag[] };

/** Tags are a short list (beach, hills, honeymoon …): one page of 100 holds them. */
const ALL_TAGS = 100;

/** GET /api/location-tag/: the tags by name, or those of one location with `location`. */
export async function getLocationTags(location?: number): Promise<LocationTag[]> {
  const params = { page_size: ALL_TAGS, ...(location !== undefined ? { location } : {}) };
  const { data } = await apiClient.get<LocationTagPage>(CATALOGUE_PATHS.locationTags, { params });
  return data.results;
}

/** Without a location, every tag; its key also covers each location's tags, so a tag change invalidates both. */
export function locationTagsQueryOptions(location?: number) {
  return queryOptions({
    queryKey: location === undefined ? ['catalogue', 'locations', 'tags'] : ['catalogue', 'locations', 'tags', location],
    queryFn: () => getLocationTags(location),
    staleTime: 60_000,
  });
}

export function useLocationTags(location?: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...locationTagsQueryOptions(location), ...options });
}
