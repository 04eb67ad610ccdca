import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_PATHS, type AccessLevel, type AccessLevelUpdateRequest } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { accessLevelLookupQueryOptions } from './lookup-access-levels';
import { accessLevelsQueryOptions } from './get-access-levels';
import { staffListQueryOptions } from './get-staff-list';

/** PATCH /api/admin/access-levels/{id}/: rename, or replace the labels. */
export async function updateAccessLevel({ id, changes }: { id: number; changes: AccessLevelUpdateRequest }): Promise<AccessLevel> {
  const { data } = await apiClient.patch<AccessLevel>(ADMIN_PATHS.accessLevel(id), changes);
  return data;
}

export function useUpdateAccessLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccessLevel,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: accessLevelsQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: accessLevelLookupQueryOptions().queryKey });
      // The staff table shows level names.
      void queryClient.invalidateQueries({ queryKey: staffListQueryOptions().queryKey });
    },
  });
}
