import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_PATHS, type StaffMember, type StaffUpdateRequest } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { staffLookupQueryOptions } from '../../../entities/staff/lookup-staff';
import { accessLevelsQueryOptions } from './get-access-levels';
import { staffListQueryOptions } from './get-staff-list';
import { staffMemberQueryOptions } from './get-staff-member';

/** PATCH /api/admin/staff/{id}/: only the fields given change; deactivating signs the person out everywhere. */
export async function updateStaffMember({ id, changes }: { id: number; changes: StaffUpdateRequest }): Promise<StaffMember> {
  const { data } = await apiClient.patch<StaffMember>(ADMIN_PATHS.staffItem(id), changes);
  return data;
}

export function useUpdateStaffMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStaffMember,
    onSuccess: (member) => {
      queryClient.setQueryData(staffMemberQueryOptions(member.id).queryKey, member);
      void queryClient.invalidateQueries({ queryKey: staffListQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: staffLookupQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: accessLevelsQueryOptions().queryKey });
    },
  });
}
