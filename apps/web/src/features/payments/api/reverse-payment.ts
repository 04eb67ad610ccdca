import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PAYMENT_PATHS, type BookingMoney } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { showMoneyAnswer } from './get-booking-money';

/** POST /api/partial-payment/{id}/reverse/ `{reason}`: a bounced cheque or a mistake; the payment stays, marked reversed, and its dues owe again. */
export async function reversePayment({ paymentId, reason }: { paymentId: number; reason: string }): Promise<BookingMoney> {
  const { data } = await apiClient.post<BookingMoney>(PAYMENT_PATHS.reversePayment(paymentId), { reason });
  return data;
}

export function useReversePayment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reversePayment, onSuccess: (money) => showMoneyAnswer(queryClient, money) });
}
