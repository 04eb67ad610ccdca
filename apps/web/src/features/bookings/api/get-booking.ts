import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { BOOKING_PATHS, type Booking } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { bookingKeys } from './booking-keys';

/** GET /api/booking/{id}/: one booking with its travellers (ID numbers masked) and its services. */
export async function getBooking(bookingId: number): Promise<Booking> {
  const { data } = await apiClient.get<Booking>(BOOKING_PATHS.booking(bookingId));
  return data;
}

export function bookingQueryOptions(bookingId: number) {
  return queryOptions({ queryKey: bookingKeys.booking(bookingId), queryFn: () => getBooking(bookingId) });
}

export function useBooking(bookingId: number | undefined) {
  return useQuery({ ...bookingQueryOptions(bookingId ?? 0), enabled: bookingId !== undefined });
}

/**
 * After a write that answers with the whole booking (an edit, the travellers, a service action, a
 * cancellation): the page shows the answer at once, nothing fetched again; the timeline gains the
 * write's entry; the lists, whose rows show the status and the service counts, are fetched afresh.
 */
export function showBookingAnswer(queryClient: QueryClient, booking: Booking): void {
  queryClient.setQueryData(bookingQueryOptions(booking.id).queryKey, booking);
  void queryClient.invalidateQueries({ queryKey: bookingKeys.timeline(booking.id) });
  void queryClient.invalidateQueries({ queryKey: bookingKeys.lists() });
}
