import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PAYMENT_PATHS, type LinkCreateRequest, type PaymentLink } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { refreshMoney } from './get-booking-money';

/**
 * POST /api/partial-link-generator/: a gateway payment link for a due's open amount, or a part of it.
 * A due keeps one live link: a new one cancels the old one at the gateway first. The same idempotency
 * key twice answers the same link. The gateway's refusal is a 502 `payment.gateway_failed` with its
 * reason, the link kept as failed.
 */
export async function createLink({ body }: { bookingId: number; body: LinkCreateRequest }): Promise<PaymentLink> {
  const { data } = await apiClient.post<PaymentLink>(PAYMENT_PATHS.linkGenerator, body);
  return data;
}

export function useCreateLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLink,
    // Made or refused, the link is on the booking now (a refused one as failed, with the reason).
    onSettled: (_link, _error, { bookingId }) => refreshMoney(queryClient, bookingId),
  });
}
