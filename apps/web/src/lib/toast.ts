import type { ReactNode } from 'react';
import { notifications } from '@mantine/notifications';

/** A red alert toast; position and the 3000 ms auto-close come from the Notifications provider. */
export function showErrorToast(message: ReactNode, title?: ReactNode): void {
  notifications.show({ color: 'red', title, message });
}

export function showInfoToast(message: ReactNode, title?: ReactNode): void {
  notifications.show({ color: 'teal', title, message });
}
