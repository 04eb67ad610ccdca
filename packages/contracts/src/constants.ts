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
/** The largest `page_size` any list answers. */
export const MAX_PAGE_SIZE = 100;

export const AUTH_PATHS = {
  googleLogin: '/login/google/v2/',
  manualLogin: '/api/manual-login/',
  registration: '/api/registration/',
  tokenRefresh: '/api/token/refresh/',
  logout: '/api/logout/',
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
  /** Not the spec's: the notifications page's paged list, read ones included. */
  notifications: '/user/notifications/',
} as const;

/** The permission labels of DOMAIN.md: what each one lets a holder do. */
export const PERMISSION_LABELS = {
  'staff.manage': 'Add staff, edit their names, grant and withdraw access levels, deactivate accounts',
  'notifications.send': 'Send notifications to staff from the admin screen',
  'audit.view': 'Read the audit log of who changed what',
  'locations.view': 'Browse the destination tree',
  'locations.manage': 'Create, edit, move and deactivate destinations and their tags',
  'suppliers.view': 'Browse suppliers and their contacts',
  'suppliers.manage': 'Create, edit and deactivate suppliers',
  'products.view': 'Browse and search products and variants',
  'products.manage': 'Create and edit products, variants and prices',
  'itineraries.view': 'Read itineraries and final itineraries',
  'itineraries.manage': 'Build and edit itineraries, day schedules and transport charges',
  'bookings.view': 'Read bookings and their comment threads',
  'bookings.manage': 'Act on booking services with suppliers and comment on bookings',
  'payments.view': 'Read due payments, payment links, mails and suppliers\u2019 bank details',
  'payments.record': 'Add due payments, record partial payments, send links and payment mails',
  'agents.view': 'Browse B2B agents',
  'agents.manage': 'Create and edit B2B agents, their commission and credit limit',
  'wallet.view': 'Read agents\u2019 wallet ledgers and balances',
  'wallet.adjust': 'Add wallet entries: top-ups, refunds and adjustments',
  'messaging.send': 'Send WhatsApp and email messages to customers and suppliers',
  'system.operate': 'See background jobs and the outbox, and retry a job that failed for good',
} as const;
export type PermissionLabel = keyof typeof PERMISSION_LABELS;
export const permissionLabels = Object.keys(PERMISSION_LABELS) as PermissionLabel[];

/**
 * The first segment of every path the server answers itself: the web app's dev server proxies
 * them, and the server's single-page fallback never answers them with the app.
 */
/**
 * `/trip` holds the customer pages of frozen itineraries (itinerary-paths.ts); `/confirm` the
 * suppliers' answer pages and `/voucher` the travellers' vouchers (booking-paths.ts); `/receipt` the
 * customers' payment receipts (payment-paths.ts).
 */
export const API_PREFIXES = ['/api', '/access', '/user', '/login', '/dev-idp', '/healthz', '/readyz', '/trip', '/confirm', '/voucher', '/receipt', '/statement'] as const;

/** Whether a request path belongs to the server rather than to the web app. */
export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** The kinds of notification the bell groups by; each area adds its own as it comes. */
export const NOTIFICATION_TYPES = ['itinerary', 'booking', 'payment', 'supplier', 'comment', 'wallet', 'whatsapp', 'system'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Not the spec's: the live bell and each person's own notification settings. */
export const NOTIFICATION_PATHS = {
  /** Server-sent events of the caller's bell: `notification` and `count` events, `ping` heartbeats. */
  stream: '/user/notifications/stream/',
  preferences: '/user/notification-preferences/',
  snooze: (id: number | string) => `/user/user-notification-action/${id}/snooze/`,
} as const;

/**
 * The label each type needs to be acted on (DOMAIN.md): a person receives and sees only the types their
 * labels allow, so a label withdrawn hides its notifications at once. Opening the record is the least an
 * action needs, so these are the areas' `.view` labels; `system` (sent by staff to everyone) needs none.
 */
export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, PermissionLabel | null> = {
  itinerary: 'itineraries.view',
  booking: 'bookings.view',
  payment: 'payments.view',
  // A supplier's answer is about a booking's service, and a supplier's bank details matter to whoever pays them.
  supplier: 'bookings.view',
  // A mention is made in a booking's comment thread.
  comment: 'bookings.view',
  wallet: 'wallet.view',
  whatsapp: 'messaging.send',
  system: null,
};

/** The types a holder of these labels receives and sees. */
export function notificationTypesFor(labels: Iterable<string>): NotificationType[] {
  const held = new Set(labels);
  return NOTIFICATION_TYPES.filter((type) => {
    const label = NOTIFICATION_TYPE_LABELS[type];
    return label === null || held.has(label);
  });
}

/** Where a notification can reach its person. */
export const NOTIFICATION_CHANNELS = ['bell', 'mail', 'whatsapp'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
/** What a person gets before they choose: the bell for everything, mail and WhatsApp for nothing. */
export const NOTIFICATION_CHANNEL_DEFAULTS: Record<NotificationChannel, boolean> = { bell: true, mail: false, whatsapp: false };
/** Types nobody can turn off in the bell: what staff send to everyone from the admin screen. */
export const REQUIRED_NOTIFICATION_TYPES: readonly NotificationType[] = ['system'];

/** How often the live bell's stream sends a `ping`, so the browser knows a quiet stream from a dead one. */
export const NOTIFICATION_STREAM_PING_MS = 25_000;
