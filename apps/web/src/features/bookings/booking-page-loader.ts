import type { QueryClient } from '@tanstack/react-query';
import { preloadableLazy } from '../../lib/preloadable-lazy';
import { positiveInt } from '../../lib/url-params';
import { bookingQueryOptions } from './api/get-booking';
import { timelineQueryOptions } from './api/list-timeline';
import type { PaymentsPanelComponent } from './components/bookings-area';

// In the first load (the area registry reads it), like utils/booking-paths.ts, so it must stay free of
// Zod: the two queries take only paths and types from the contracts, which the build treats as free of
// side effects (vite.config.ts), and the bundle budget would catch Zod coming in.

/**
 * The booking page, the heaviest screen (services and their actions, comments, the conversation, the
 * timeline): its own chunk, loaded on opening a booking.
 */
export const BookingPage = preloadableLazy<{ paymentsPanel?: PaymentsPanelComponent | undefined }>(() =>
  import('./components/page/booking-page').then((module) => module.BookingPage),
);

/**
 * Opening the app at a booking (`rest` is the path under /bookings): the page's code, the booking and
 * its timeline are asked for at once, while the shell is still loading, rather than one after the
 * other once it has drawn. Answers when the code is there (none for another screen of the area).
 */
export function preloadBookingPage(queryClient: QueryClient, rest: string): Promise<void> | undefined {
  const bookingId = positiveInt(/^\/([^/]+)/.exec(rest)?.[1] ?? null, 0);
  if (bookingId === 0) return undefined;
  void queryClient.prefetchQuery(bookingQueryOptions(bookingId));
  void queryClient.prefetchInfiniteQuery(timelineQueryOptions(bookingId));
  return BookingPage.preload();
}
