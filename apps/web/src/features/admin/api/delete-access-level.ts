import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_PATHS } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { accessLevelLookupQueryOptions } from './lookup-access-levels';
import { accessLevelsQueryOptions } from './get-access-levels';
import { staffListQueryOptions } from './get-staff-list';

/**
 * DELETE /api/admin/access-levels/{id}/. A level staff still hold needs `confirm`: deleting it takes
 * it away from them, so the server refuses it (`access_level.in_use`) unless the caller says so.
 */
export async function deleteAccessLevel({ id, confirm }: { id: number; confirm: boolean }): Promise<void> {
  await apiClient.delete(ADMIN_PATHS.accessLevel(id), { params: confirm ? { confirm: 'true' } : {} });
}

export function useDeleteAccessLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccessLevel,
    onSettled: () => {
      // Refetched after a refusal too: `access_level.in_use` means the holder count moved since the list loaded.
      void queryClient.invalidateQueries({ queryKey: accessLevelsQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: accessLevelLookupQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: staffListQueryOptions().queryKey });
    },
  });
}
