import { CATALOGUE_PATHS, type LocationTagRef } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';

type TagLink = { tagId: number; locationId: number; linked: boolean };

/** POST /api/location-tag/{id}/attach/ or /detach/: answers the location's tags. */
export async function linkLocationTag({ tagId, locationId, linked }: TagLink): Promise<{ location_id: number; tags: LocationTagRef[] }> {
  const path = linked ? CATALOGUE_PATHS.locationTagAttach(tagId) : CATALOGUE_PATHS.locationTagDetach(tagId);
  const { data } = await apiClient.post<{ location_id: number; tags: LocationTagRef[] }>(path, { location_id: locationId });
  return data;
}
