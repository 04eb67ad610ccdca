import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BOOKING_PATHS, type Booking, type BookingUpdateRequest } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { showBookingAnswer } from './get-booking';

/**
 * PATCH /api/booking/{id}/: who runs it (a reader of bookings, or nobody), the owner, the notes; only
 * the fields given change. A cancelled or completed booking is settled: 409 `booking.cancelled`.
 */
export async function updateBooking({ bookingId, changes }: { bookingId: number; changes: BookingUpdateRequest }): Promise<Booking> {
  const { data } = await apiClient.patch<Booking>(BOOKING_PATHS.booking(bookingId), changes);
  return data;
}

export function useUpdateBooking() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateBooking, onSuccess: (booking) => showBookingAnswer(queryClient, booking) });
}
