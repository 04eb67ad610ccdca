import { queryOptions, useQuery } from '@tanstack/react-query';
import { NOTIFICATION_PATHS, type NotificationPreferences } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';

/** GET /user/notification-preferences/: every type, whether the caller's labels allow it, and its channels. */
export async function getNotificationPreferences(): Promise<NotificationPreferences> {
  const { data } = await apiClient.get<NotificationPreferences>(NOTIFICATION_PATHS.preferences);
  return data;
}

export function notificationPreferencesQueryOptions() {
  return queryOptions({ queryKey: ['notification-preferences'], queryFn: getNotificationPreferences });
}

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions());
}
