import { Button } from '@mantine/core';
import type { Job } from '@ua/contracts';
import { IconRefresh } from '@tabler/icons-react';
import { apiErrorOf } from '../../../lib/api-error';
import { showErrorToast, showInfoToast } from '../../../lib/toast';
import { useRetryJob } from '../api/retry-job';

/** Puts a dead job back in the queue; the list refreshes either way (the retry's query options say how). */
export function JobRetryButton({ job }: { job: Job }) {
  const retry = useRetryJob();

  const onRetry = () =>
    retry.mutate(job.id, {
      onSuccess: () => showInfoToast(`Job #${job.id} (${job.name}) is back in the queue, due now.`, 'Job retried'),
      onError: (error) => {
        const { code, detail } = apiErrorOf(error);
        if (code === 'job.not_dead') {
          showErrorToast(`Job #${job.id} is no longer dead, so there is nothing to retry: someone may have retried it already. The list now shows where it is.`, 'Nothing to retry');
        } else {
          showErrorToast(detail, 'Job not retried');
        }
      },
    });

  return (
    <Button size="xs" variant="light" color="red" leftSection={<IconRefresh size={14} />} loading={retry.isPending} onClick={onRetry} aria-label={`Retry job ${job.id}`}>
      Retry
    </Button>
  );
}
