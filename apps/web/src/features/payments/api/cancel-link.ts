import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PAYMENT_PATHS } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { refreshMoney } from './get-booking-money';

/** POST /api/partial-link-generator/{id}/cancel/: cancels a link nobody has paid into yet, at the gateway and here. */
export async function cancelLink({ linkId }: { bookingId: number; linkId: number }): Promise<void> {
  await apiClient.post(PAYMENT_PATHS.cancelLink(linkId), {});
}

export function useCancelLink() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelLink, onSuccess: (_answer, { bookingId }) => refreshMoney(queryClient, bookingId) });
}
