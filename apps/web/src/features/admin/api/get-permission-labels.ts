import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_PATHS, type PermissionLabelInfo } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';

/** GET /api/admin/labels/: the labels a level can hold, each with its area and a one-line description. */
export async function getPermissionLabels(): Promise<PermissionLabelInfo[]> {
  const { data } = await apiClient.get<PermissionLabelInfo[]>(ADMIN_PATHS.labels);
  return data;
}

export function permissionLabelsQueryOptions() {
  // The catalogue changes with a deployment, never while the page is open.
  return queryOptions({ queryKey: ['admin', 'permission-labels'], queryFn: getPermissionLabels, staleTime: Infinity });
}

export function usePermissionLabels() {
  return useQuery(permissionLabelsQueryOptions());
}
