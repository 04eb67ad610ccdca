import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SYSTEM_PATHS, type JobListQuery, type JobListResponse } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';

/** GET /api/admin/jobs/: newest first, filtered by state and name, with the count of each state. */
export async function getJobs(query: JobListQuery): Promise<JobListResponse> {
  const { data } = await apiClient.get<JobListResponse>(SYSTEM_PATHS.jobs, { params: query });
  return data;
}

/** Without a query, the key of every jobs page: what a retry invalidates. */
export function jobsQueryOptions(query?: JobListQuery) {
  return queryOptions({
    queryKey: query ? ['admin', 'jobs', query] : ['admin', 'jobs'],
    queryFn: () => getJobs(query ?? {}),
    placeholderData: keepPreviousData,
    // Workers move jobs along in the background: opening the list shows where they are now.
    refetchOnMount: 'always',
  });
}

export function useJobs(query: JobListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...jobsQueryOptions(query), ...options });
}
