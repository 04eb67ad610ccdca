import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification, ReadStatus } from '@ua/contracts';
import { SHELL_PATHS } from '../../../config/contract-constants';
import { apiClient } from '../../../lib/api-client';
import { showErrorToast } from '../../../lib/toast';
import { countAfterOneRead, countAfterOneUnread } from '../utils/unread-count-updates';
import { READ_STATUS_MUTATION_KEY, applyOptimisticRead, refreshUnread, rollBackOptimisticRead } from './unread-cache';

/** PATCH /user/user-notification-action/{id}/ with read_status=read or unread. */
export async function setNotificationReadStatus(id: number, readStatus: ReadStatus): Promise<Notification> {
  const { data } = await apiClient.patch<Notification>(SHELL_PATHS.notificationAction(id), { read_status: readStatus });
  return data;
}

type Change = { notification: Notification; readStatus: ReadStatus };

/**
 * The notifications page's read and unread toggle, and what opening an item does: the item, the bell
 * and the count change at once, and all go back, with a toast, if the call fails.
 */
export function useSetNotificationReadStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...READ_STATUS_MUTATION_KEY, 'page'],
    mutationFn: ({ notification, readStatus }: Change) => setNotificationReadStatus(notification.id, readStatus),
    onMutate: ({ notification, readStatus }) =>
      applyOptimisticRead(queryClient, {
        matches: (item) => item.id === notification.id,
        readStatus,
        nextCount: (count) => (readStatus === 'read' ? countAfterOneRead : countAfterOneUnread)(count, notification.notification_type),
      }),
    onError: (_error, { readStatus }, snapshot) => {
      rollBackOptimisticRead(queryClient, snapshot);
      showErrorToast(`The notification could not be marked as ${readStatus}. Please try again.`);
    },
    onSettled: () => refreshUnread(queryClient, { refetchPage: false }),
  });
}
