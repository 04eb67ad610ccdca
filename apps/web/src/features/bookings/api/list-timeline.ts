import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { BOOKING_PATHS, type TimelinePage } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { bookingKeys } from './booking-keys';

/** The `before` cursor a page's `next` address carries; none at the end. */
function cursorOf(next: string | null): string | undefined {
  if (next === null) return undefined;
  return new URL(next, 'http://localhost').searchParams.get('before') ?? undefined;
}

/** GET /api/booking/{id}/timeline/: everything that happened to the booking, newest first, the page before `before`. */
export async function listTimeline(bookingId: number, before: string | undefined): Promise<TimelinePage> {
  const { data } = await apiClient.get<TimelinePage>(BOOKING_PATHS.timeline(bookingId), { params: before === undefined ? {} : { before } });
  return data;
}

/**
 * Pages follow the server's keyset cursor: "Load more" asks for the entries before the last one
 * shown, so entries added meanwhile at the top neither shift nor repeat what is below. A refetch
 * walks the same way from the top, page by page.
 */
export function timelineQueryOptions(bookingId: number) {
  return infiniteQueryOptions({
    queryKey: bookingKeys.timeline(bookingId),
    queryFn: ({ pageParam }) => listTimeline(bookingId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => cursorOf(page.next),
  });
}

export function useTimeline(bookingId: number) {
  return useInfiniteQuery(timelineQueryOptions(bookingId));
}
