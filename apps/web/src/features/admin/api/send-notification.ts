import { useMutation } from '@tanstack/react-query';
import { ADMIN_PATHS, type SendNotificationRequest, type SendNotificationResponse } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';

/** POST /api/admin/notifications/: one notification in the bell of each active recipient; answers how many. */
export async function sendNotification(body: SendNotificationRequest): Promise<SendNotificationResponse> {
  const { data } = await apiClient.post<SendNotificationResponse>(ADMIN_PATHS.notifications, body);
  return data;
}

export function useSendNotification() {
  return useMutation({ mutationFn: sendNotification });
}
