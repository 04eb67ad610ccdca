import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_PATHS, type StaffListQuery, type StaffListResponse } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';

/** GET /api/admin/staff/: a DRF page of staff, searched, filtered and sorted by `query`. */
export async function getStaffList(query: StaffListQuery): Promise<StaffListResponse> {
  const { data } = await apiClient.get<StaffListResponse>(ADMIN_PATHS.staff, { params: query });
  return data;
}

/** Without a query, the key of every staff page: what a change to staff invalidates. */
export function staffListQueryOptions(query?: StaffListQuery) {
  return queryOptions({
    queryKey: query ? ['admin', 'staff', 'list', query] : ['admin', 'staff', 'list'],
    queryFn: () => getStaffList(query ?? {}),
    // The table keeps the page it has while the next one loads, instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });
}

export function useStaffList(query: StaffListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...staffListQueryOptions(query), ...options });
}
