import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_PATHS, type NotificationPreferences, type NotificationPreferencesRequest } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { notificationPreferencesQueryOptions } from './get-notification-preferences';

/** PUT /user/notification-preferences/: the types and channels given, and the WhatsApp number when given; answers the settings as they now stand. */
export async function updateNotificationPreferences(body: NotificationPreferencesRequest): Promise<NotificationPreferences> {
  const { data } = await apiClient.put<NotificationPreferences>(NOTIFICATION_PATHS.preferences, body);
  return data;
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesQueryOptions().queryKey, saved),
  });
}
