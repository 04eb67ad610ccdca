import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BOOKING_PATHS, type Booking, type BookingCreateRequest } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { QUERY_ROOTS } from '../../../lib/query-roots';
import { bookingKeys } from './booking-keys';
import { showBookingAnswer } from './get-booking';

/**
 * POST /api/booking/: books a trip its customer accepted, a service per line of the accepted version.
 * A trip is booked once (409 `booking.already_booked`); one not accepted is 409 `booking.trip_not_accepted`.
 */
export async function createBooking(body: BookingCreateRequest): Promise<Booking> {
  const { data } = await apiClient.post<Booking>(BOOKING_PATHS.bookings, body);
  return data;
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSuccess: (booking) => {
      // The booking page opens on the answer, nothing fetched again; its trip is no longer bookable.
      showBookingAnswer(queryClient, booking);
      void queryClient.invalidateQueries({ queryKey: bookingKeys.bookable() });
      // The trip is booked now: its page and the trip list read it again.
      void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.itineraries });
    },
  });
}
