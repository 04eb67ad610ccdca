import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_PATHS, type StaffMember } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';

/** GET /api/admin/staff/{id}/ */
export async function getStaffMember(id: number): Promise<StaffMember> {
  const { data } = await apiClient.get<StaffMember>(ADMIN_PATHS.staffItem(id));
  return data;
}

export function staffMemberQueryOptions(id: number) {
  return queryOptions({ queryKey: ['admin', 'staff', 'member', id], queryFn: () => getStaffMember(id) });
}

export function useStaffMember(id: number | undefined) {
  return useQuery({ ...staffMemberQueryOptions(id ?? 0), enabled: id !== undefined });
}
