import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_PATHS, type StaffLookupQuery, type StaffLookupResponse } from '@ua/contracts';
import { apiClient } from '../../lib/api-client';

/**
 * GET /api/admin/lookup/staff/: id, name and email of staff matching `q` (or exactly `id[]`), for
 * pickers. Staff managers, senders of notifications and readers of the audit log may all ask.
 */
export async function lookupStaff(query: StaffLookupQuery): Promise<StaffLookupResponse> {
  const { data } = await apiClient.get<StaffLookupResponse>(ADMIN_PATHS.staffLookup, { params: query });
  return data;
}

/** Without a query, the key of every staff lookup: what a change to staff invalidates. */
export function staffLookupQueryOptions(query?: StaffLookupQuery) {
  return queryOptions({
    queryKey: query ? ['admin', 'lookup', 'staff', query] : ['admin', 'lookup', 'staff'],
    queryFn: () => lookupStaff(query ?? {}),
    // The options shown stay while the next search runs, instead of emptying at each key press.
    placeholderData: keepPreviousData,
  });
}

export function useStaffLookup(query: StaffLookupQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...staffLookupQueryOptions(query), ...options });
}
