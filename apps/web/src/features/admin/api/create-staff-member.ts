import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_PATHS, type StaffCreateRequest, type StaffMember } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { staffLookupQueryOptions } from '../../../entities/staff/lookup-staff';
import { accessLevelsQueryOptions } from './get-access-levels';
import { staffListQueryOptions } from './get-staff-list';
import { staffMemberQueryOptions } from './get-staff-member';

/** POST /api/admin/staff/: pre-creates an account that can then sign in with Google. */
export async function createStaffMember(body: StaffCreateRequest): Promise<StaffMember> {
  const { data } = await apiClient.post<StaffMember>(ADMIN_PATHS.staff, body);
  return data;
}

export function useCreateStaffMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaffMember,
    onSuccess: (member) => {
      queryClient.setQueryData(staffMemberQueryOptions(member.id).queryKey, member);
      void queryClient.invalidateQueries({ queryKey: staffListQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: staffLookupQueryOptions().queryKey });
      // Holder counts change with the levels the new member holds.
      void queryClient.invalidateQueries({ queryKey: accessLevelsQueryOptions().queryKey });
    },
  });
}
