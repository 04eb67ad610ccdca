/**
 * The contract values the web app uses at run time, mirrored from `@ua/contracts`.
 *
 * Why a mirror: every module of the contracts builds Zod schemas when it loads, so importing any
 * value from it puts all of Zod (about 26 KB gzip) in the first load, a sixth of the budget. The web
 * app imports only types from the contracts; `contract-constants.test.ts` fails when a value here
 * differs from the contracts, so the two cannot drift apart.
 */
export const ACCESS_TOKEN_COOKIE = 'ua-internal-access-token';
export const ACCESS_TOKEN_DAYS = 7;
export const INVALID_CREDENTIALS = 'Invalid Credentials';

export const UNREAD_COUNT_POLL_MS = 120_000;
export const TOAST_AUTO_CLOSE_MS = 3000;
export const NOTIFICATION_POPOVER_WIDTH = 400;

export const AUTH_PATHS = {
  googleLogin: '/login/google/v2/',
  manualLogin: '/api/manual-login/',
  publicConfig: '/api/public-config/',
} as const;

export const SHELL_PATHS = {
  userProfile: '/api/user-profile/',
  userAccessLevel: '/access/user-access-level/',
  userNotifications: '/user/user-notification/',
  notificationAction: (id: number | string) => `/user/user-notification-action/${id}/`,
  unreadCount: '/user/notifications/unread-count/',
  markAllRead: '/user/notifications/mark-all-read/',
} as const;
