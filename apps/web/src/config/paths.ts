/** The web app's own routes. */
export const APP_PATHS = {
  home: '/',
  erp: '/erp',
  admin: '/admin',
  destinations: '/destinations',
  suppliers: '/suppliers',
  products: '/products',
  notifications: '/notifications',
  /** The bookings area (features/bookings/utils/booking-paths.ts has its screens); a trip's page links to it. */
  bookings: '/bookings',
  /** The accounts view of dues and overdue payments (features/payments). */
  payments: '/payments',
  /** The B2B agents and their wallets (features/agents). */
  agents: '/agents',
  /** The itineraries area (features/itineraries/utils/trip-paths.ts has its screens); an agent's trips link to it. */
  itineraries: '/itineraries',
} as const;

/** The top bar stays off any page whose path contains one of these (spec, section 2). */
export const PATHS_WITHOUT_TOP_BAR = ['erp', 'mail', 'media-drive'] as const;
