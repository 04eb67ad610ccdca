import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_PATHS, type AccessLevel } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';

/** GET /api/admin/access-levels/: every level with how many staff hold it, by name. */
export async function getAccessLevels(): Promise<AccessLevel[]> {
  const { data } = await apiClient.get<AccessLevel[]>(ADMIN_PATHS.accessLevels);
  return data;
}

export function accessLevelsQueryOptions() {
  return queryOptions({ queryKey: ['admin', 'access-levels'], queryFn: getAccessLevels });
}

export function useAccessLevels(options: { enabled?: boolean } = {}) {
  return useQuery({ ...accessLevelsQueryOptions(), ...options });
}
