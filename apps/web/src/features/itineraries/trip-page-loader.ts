import type { QueryClient } from '@tanstack/react-query';
import { preloadableLazy } from '../../lib/preloadable-lazy';
import { positiveInt } from '../../lib/url-params';
import { scheduleQueryOptions } from './api/get-schedule';

// In the first load (the area registry reads it), like utils/trip-paths.ts, so it must stay free of
// Zod: get-schedule takes only a path and types from the contracts, which the build treats as free of
// side effects (vite.config.ts), and the bundle budget would catch Zod coming in.

/** The editor, the heaviest screen (drag and drop, the catalogue picker): its own chunk, loaded on opening a trip. */
export const ItineraryPage = preloadableLazy(() => import('./components/itinerary-page').then((module) => module.ItineraryPage));

/**
 * Opening the app at a trip (`rest` is the path under /itineraries): the editor's code and the trip's
 * schedule are asked for at once, while the shell is still loading, rather than one after the other
 * once it has drawn. Answers when the code is there (none for another screen of the area).
 */
export function preloadTripPage(queryClient: QueryClient, rest: string): Promise<void> | undefined {
  const tripId = positiveInt(/^\/([^/]+)/.exec(rest)?.[1] ?? null, 0);
  if (tripId === 0) return undefined;
  void queryClient.prefetchQuery(scheduleQueryOptions(tripId));
  return ItineraryPage.preload();
}
