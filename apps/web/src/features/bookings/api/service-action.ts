import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BOOKING_PATHS, type ServiceActionRequest, type ServiceActionResponse } from '@ua/contracts';
import { messageKeys } from '../../../entities/message/message-keys';
import { apiClient } from '../../../lib/api-client';
import { showBookingAnswer } from './get-booking';

/**
 * POST /api/booking/{id}/service-action/ `{service_id, action, ...}`: request, confirm, reject, cancel,
 * change the supplier, send the voucher. A move the service's status does not allow is a 409
 * `booking.service_status`. The answer is the booking as it now stands, and what each supplier was told.
 */
export async function serviceAction({ bookingId, body }: { bookingId: number; body: ServiceActionRequest }): Promise<ServiceActionResponse> {
  const { data } = await apiClient.post<ServiceActionResponse>(BOOKING_PATHS.serviceAction(bookingId), body);
  return data;
}

export function useServiceAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: serviceAction,
    onSuccess: ({ booking }) => {
      showBookingAnswer(queryClient, booking);
      // A request, a voucher or a cancellation goes out through messaging: the conversation shows it.
      void queryClient.invalidateQueries({ queryKey: messageKeys.record('booking', booking.id) });
    },
  });
}
