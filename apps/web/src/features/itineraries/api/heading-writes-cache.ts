import type { QueryClient } from '@tanstack/react-query';
import { itineraryKeys } from './itinerary-keys';

/**
 * After the heading or the status changes: the trip afresh (its schedule and versions sit under its
 * key, and dates, nights or pricing rules change them), and every list, whose rows show it.
 */
export function refreshAfterHeadingWrite(queryClient: QueryClient, tripId: number): void {
  void queryClient.invalidateQueries({ queryKey: itineraryKeys.trip(tripId) });
  void queryClient.invalidateQueries({ queryKey: itineraryKeys.lists() });
}
