import { QUERY_ROOTS } from '../../../lib/query-roots';

/**
 * The itinerary area's query keys, in one place: every query option builds its key here, and writes
 * invalidate through these, never a hand-typed key.
 */
export const itineraryKeys = {
  all: QUERY_ROOTS.itineraries,
  lists: () => [...itineraryKeys.all, 'list'] as const,
  list: (search: string) => [...itineraryKeys.lists(), search] as const,
  trip: (id: number) => [...itineraryKeys.all, 'trip', id] as const,
  schedule: (id: number) => [...itineraryKeys.trip(id), 'schedule'] as const,
  versions: (id: number) => [...itineraryKeys.trip(id), 'versions'] as const,
  version: (id: number, version: number) => [...itineraryKeys.versions(id), version] as const,
  comparison: (id: number, from: number, to: number) => [...itineraryKeys.versions(id), 'compare', from, to] as const,
  links: (id: number, version: number) => [...itineraryKeys.version(id, version), 'links'] as const,
  /** Active agents matching a search, for the heading's agent picker. */
  agentOptions: (search: string) => [...itineraryKeys.all, 'agent-options', search] as const,
};
