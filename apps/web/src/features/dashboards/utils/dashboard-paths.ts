// Zod-free: the area registry (in the first load) takes the dashboards' paths from here.

const BASE = '/dashboards';

/** Each desk's dashboard. */
export const dashboardPaths = {
  sales: `${BASE}/sales`,
  operations: `${BASE}/operations`,
  accounts: `${BASE}/accounts`,
} as const;

/** The records a dashboard's rows open (by the app's paths: features do not import each other). */
export const DASHBOARD_RECORD_PAGES = {
  booking: (id: number) => `/bookings/${id}`,
} as const;
