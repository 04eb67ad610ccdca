import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SYSTEM_PATHS, type Job } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { jobsQueryOptions } from './get-jobs';

/**
 * POST /api/admin/jobs/{id}/retry/: a dead job goes back to `queued`, due now, with a fresh set of
 * attempts. Any other state is refused with `job.not_dead` (another operator retried it first).
 */
export async function retryJob(id: number): Promise<Job> {
  const { data } = await apiClient.post<Job>(SYSTEM_PATHS.jobRetry(id));
  return data;
}

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    onSettled: () => {
      // Refetched after a refusal too: `job.not_dead` means the list shows a state that has moved on.
      void queryClient.invalidateQueries({ queryKey: jobsQueryOptions().queryKey });
    },
  });
}
