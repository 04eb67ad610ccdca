import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PAYMENT_PATHS, type PaymentMailRequest } from '@ua/contracts';
import { messageKeys } from '../../../entities/message/message-keys';
import { apiClient } from '../../../lib/api-client';
import { paymentKeys } from './payment-keys';

/**
 * POST /api/payment-mail/: a payment request (with the due's live link), a reminder, an overdue
 * notice or a receipt, to the booking's customer by mail or WhatsApp. A request for a due with no
 * live link is a 409 `payment.link_state`; a customer with no address for the channel, a 400.
 */
export async function sendPaymentMail(body: PaymentMailRequest): Promise<void> {
  // The history is fetched afresh: the answer is not needed here.
  await apiClient.post(PAYMENT_PATHS.paymentMail, body);
}

export function useSendPaymentMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendPaymentMail,
    onSuccess: (_answer, { booking_id }) => {
      void queryClient.invalidateQueries({ queryKey: paymentKeys.mails(booking_id) });
      // It goes out through messaging: the booking's conversation shows it.
      void queryClient.invalidateQueries({ queryKey: messageKeys.record('booking', booking_id) });
    },
  });
}
