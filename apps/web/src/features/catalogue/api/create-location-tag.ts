import { CATALOGUE_PATHS, type LocationTag, type LocationTagCreateRequest } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';

/** POST /api/location-tag/: a new tag; the location form creates the names it does not know before linking them. */
export async function createLocationTag(body: LocationTagCreateRequest): Promise<LocationTag> {
  const { data } = await apiClient.post<LocationTag>(CATALOGUE_PATHS.locationTags, body);
  return data;
}
