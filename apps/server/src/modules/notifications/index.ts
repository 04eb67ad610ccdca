/**
 * The bell: every notification row is this module's. Other modules put something in someone's bell with
 * `notify(tx, recipients, notification)`, inside the transaction of the change that causes it.
 */
export {
  NOTIFICATION_DELIVERIES_QUEUED,
  NOTIFICATIONS_CHANGED,
  NOTIFICATIONS_CREATED,
  notify,
  type NotificationsChanged,
  type NotificationsCreated,
  type OutgoingNotification,
} from './notifications.service.ts';
export { bellRoutes } from './bell.routes.ts';
export { broadcastRoutes } from './broadcast.routes.ts';
export { liveStreamRoutes } from './live-stream.routes.ts';
export { createLiveBell, type LiveBell } from './live-hub.ts';
export { snoozeRoutes } from './snooze.routes.ts';
export { preferencesRoutes } from './preferences.routes.ts';
export { notificationJobs } from './notifications.jobs.ts';
// What the messaging module's job reads of the staff deliveries outbox, and writes back.
export { markDelivery, takePendingDeliveries, type DeliveryOutcome, type PendingDelivery } from './deliveries.repository.ts';
