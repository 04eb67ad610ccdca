import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { markAllReadResponseSchema } from '@ua/contracts';
import { SHELL_PATHS } from '../../../config/contract-constants';
import { apiClient } from '../../../lib/api-client';
import type { SchemaOutput } from '../../../lib/contract-types';
import { showErrorToast } from '../../../lib/toast';
import { countAfterAllRead } from '../utils/unread-count-updates';
import { READ_STATUS_MUTATION_KEY, applyOptimisticRead, refreshUnread, rollBackOptimisticRead } from './unread-cache';

type MarkAllReadResponse = SchemaOutput<typeof markAllReadResponseSchema>;

/** POST /user/notifications/mark-all-read/, for every type or just one; answers how many changed. */
export async function markAllNotificationsRead(notificationType?: string): Promise<number> {
  const body = notificationType === undefined ? {} : { notification_type: notificationType };
  const { data } = await apiClient.post<MarkAllReadResponse>(SHELL_PATHS.markAllRead, body);
  return data.updated;
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...READ_STATUS_MUTATION_KEY, 'all'],
    mutationFn: (notificationType: string | undefined) => markAllNotificationsRead(notificationType),
    onMutate: (notificationType) =>
      applyOptimisticRead(queryClient, {
        matches: (item) => item.read_status === 'unread' && (notificationType === undefined || item.notification_type === notificationType),
        nextCount: (count) => countAfterAllRead(count, notificationType),
      }),
    onError: (_error, _type, snapshot) => {
      rollBackOptimisticRead(queryClient, snapshot);
      showErrorToast('The notifications could not be marked as read. Please try again.');
    },
    onSettled: () => refreshUnread(queryClient),
  });
}
