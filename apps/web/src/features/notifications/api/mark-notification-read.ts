import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@ua/contracts';
import { SHELL_PATHS } from '../../../config/contract-constants';
import { apiClient } from '../../../lib/api-client';
import { showErrorToast } from '../../../lib/toast';
import { countAfterOneRead } from '../utils/unread-count-updates';
import { READ_STATUS_MUTATION_KEY, applyOptimisticRead, refreshUnread, rollBackOptimisticRead } from './unread-cache';

/** PATCH /user/user-notification-action/{id}/ with read_status=read. */
export async function markNotificationRead(id: number): Promise<Notification> {
  const { data } = await apiClient.patch<Notification>(SHELL_PATHS.notificationAction(id), { read_status: 'read' });
  return data;
}

/** Removes the notification and lowers the count at once; puts both back, with a toast, if the call fails. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...READ_STATUS_MUTATION_KEY, 'one'],
    mutationFn: (notification: Notification) => markNotificationRead(notification.id),
    onMutate: (notification) =>
      applyOptimisticRead(queryClient, {
        matches: (item) => item.id === notification.id,
        nextCount: (count) => countAfterOneRead(count, notification.notification_type),
      }),
    onError: (_error, _notification, snapshot) => {
      rollBackOptimisticRead(queryClient, snapshot);
      showErrorToast('The notification could not be marked as read. Please try again.');
    },
    onSettled: () => refreshUnread(queryClient),
  });
}
