import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BOOKING_PATHS, type BookingCancelRequest, type ServiceActionResponse } from '@ua/contracts';
import { messageKeys } from '../../../entities/message/message-keys';
import { apiClient } from '../../../lib/api-client';
import { showBookingAnswer } from './get-booking';

/**
 * POST /api/booking/{id}/cancel/ `{reason, tell_suppliers}`: the booking and every service still
 * wanted are cancelled; the answer says, supplier by supplier, who was told and who must be told by hand.
 */
export async function cancelBooking({ bookingId, body }: { bookingId: number; body: BookingCancelRequest }): Promise<ServiceActionResponse> {
  const { data } = await apiClient.post<ServiceActionResponse>(BOOKING_PATHS.cancel(bookingId), body);
  return data;
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: ({ booking }) => {
      showBookingAnswer(queryClient, booking);
      // A request, a voucher or a cancellation goes out through messaging: the conversation shows it.
      void queryClient.invalidateQueries({ queryKey: messageKeys.record('booking', booking.id) });
    },
  });
}
