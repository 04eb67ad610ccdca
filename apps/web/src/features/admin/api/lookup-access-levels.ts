import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_PATHS, type AccessLevelLookupResponse } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';

/** GET /api/admin/lookup/access-levels/: the levels' ids and names, by name, for pickers; a full page holds them all. */
export async function lookupAccessLevels(): Promise<AccessLevelLookupResponse> {
  const { data } = await apiClient.get<AccessLevelLookupResponse>(ADMIN_PATHS.accessLevelLookup);
  return data;
}

export function accessLevelLookupQueryOptions() {
  return queryOptions({ queryKey: ['admin', 'lookup', 'access-levels'], queryFn: lookupAccessLevels });
}

export function useAccessLevelLookup() {
  return useQuery(accessLevelLookupQueryOptions());
}
