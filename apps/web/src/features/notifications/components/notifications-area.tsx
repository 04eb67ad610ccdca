import { Route, Routes } from 'react-router';
import { NotificationSettingsPage } from './notification-settings-page';
import { NotificationsPage } from './notifications-page';

/** /notifications: every notification of the signed-in person, and their own notification settings. */
export function NotificationsArea() {
  return (
    <Routes>
      <Route index element={<NotificationsPage />} />
      <Route path="settings" element={<NotificationSettingsPage />} />
      <Route path="*" element={<NotificationsPage />} />
    </Routes>
  );
}
