import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BOOKING_PATHS, type Booking, type TravellersUpdateRequest } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { showBookingAnswer } from './get-booking';

/**
 * PUT /api/booking/{id}/travellers/: the whole list. A known traveller sent without
 * `id_document_number` keeps the number on file, which the page never holds in full.
 */
export async function updateTravellers({ bookingId, body }: { bookingId: number; body: TravellersUpdateRequest }): Promise<Booking> {
  const { data } = await apiClient.put<Booking>(BOOKING_PATHS.travellers(bookingId), body);
  return data;
}

export function useUpdateTravellers() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateTravellers, onSuccess: (booking) => showBookingAnswer(queryClient, booking) });
}
