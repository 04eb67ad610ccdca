import { APP_PATHS } from '../../../config/paths';

/** The notifications area's own screens, under APP_PATHS.notifications. */
export const notificationPaths = {
  list: APP_PATHS.notifications,
  /** Each person's own channels per type, and their WhatsApp number. */
  settings: `${APP_PATHS.notifications}/settings`,
} as const;
