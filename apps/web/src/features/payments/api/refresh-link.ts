import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PAYMENT_PATHS } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { refreshMoney } from './get-booking-money';

/**
 * POST /api/refresh-payment/{link_id}/: asks the gateway where the link stands and applies it, every
 * payment it took included: for when its webhook was lost.
 */
export async function refreshLink({ linkId }: { bookingId: number; linkId: number }): Promise<void> {
  await apiClient.post(PAYMENT_PATHS.refreshPayment(linkId), {});
}

export function useRefreshLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshLink,
    // Refused or not, the gateway may have answered something new: the money is read again either way.
    onSettled: (_answer, _error, { bookingId }) => refreshMoney(queryClient, bookingId),
  });
}
