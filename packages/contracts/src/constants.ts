/**
 * The spec's constants and the shell's paths, in a module that imports nothing: the web app's first
 * load takes them from `@ua/contracts/constants` without pulling Zod in.
 */
export const ACCESS_TOKEN_COOKIE = 'ua-internal-access-token';
export const ACCESS_TOKEN_DAYS = 7;
export const INVALID_CREDENTIALS = 'Invalid Credentials';

export const NEW_USER_WINDOW_MS = 5 * 60 * 1000;
export const UNREAD_COUNT_POLL_MS = 120_000;
export const TOAST_AUTO_CLOSE_MS = 3000;
export const NOTIFICATION_POPOVER_WIDTH = 400;
export const NOTIFICATION_LIST_MAX = 500;

export const AUTH_PATHS = {
  googleLogin: '/login/google/v2/',
  manualLogin: '/api/manual-login/',
  registration: '/api/registration/',
  tokenRefresh: '/api/token/refresh/',
  logoutEverywhere: '/api/logout-everywhere/',
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
