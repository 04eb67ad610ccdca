import { APP_PATHS } from '../../../config/paths';

const BASE = APP_PATHS.agents;

/** The agents screens, and the pages of other areas an agent's trips link to (by the app's paths: features do not import each other). */
export const agentPaths = {
  list: BASE,
  newAgent: `${BASE}/new`,
  /** The top-up requests awaiting approval, of every agent. */
  topUps: `${BASE}/top-ups`,
  agent: (id: number) => `${BASE}/${id}`,
  edit: (id: number) => `${BASE}/${id}/edit`,
  trips: (id: number) => `${BASE}/${id}/trips`,
  wallet: (id: number) => `${BASE}/${id}/wallet`,
  trip: (tripId: number) => `${APP_PATHS.itineraries}/${tripId}`,
  booking: (bookingId: number) => `${APP_PATHS.bookings}/${bookingId}`,
} as const;
