/**
 * The bell: every notification row is this module's. Other modules put something in someone's bell with
 * `notify(tx, recipients, notification)`, inside the transaction of the change that causes it.
 */
export { NOTIFICATIONS_CREATED, notify, type NotificationsCreated, type OutgoingNotification } from './notifications.service.ts';
export { bellRoutes } from './bell.routes.ts';
export { broadcastRoutes } from './broadcast.routes.ts';
