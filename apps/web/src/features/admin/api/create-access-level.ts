import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_PATHS, type AccessLevel, type AccessLevelCreateRequest } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { accessLevelsQueryOptions } from './get-access-levels';
import { accessLevelLookupQueryOptions } from './lookup-access-levels';

/** POST /api/admin/access-levels/ */
export async function createAccessLevel(body: AccessLevelCreateRequest): Promise<AccessLevel> {
  const { data } = await apiClient.post<AccessLevel>(ADMIN_PATHS.accessLevels, body);
  return data;
}

export function useCreateAccessLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccessLevel,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: accessLevelsQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: accessLevelLookupQueryOptions().queryKey });
    },
  });
}
