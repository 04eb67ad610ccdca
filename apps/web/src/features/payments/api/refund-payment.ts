import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PAYMENT_PATHS, type PaymentRecorded, type RefundRequest } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { showMoneyAnswer } from './get-booking-money';

/** POST /api/partial-payment/{id}/refund/: money paid back against a payment, from the refund series; the same idempotency key twice refunds once. */
export async function refundPayment({ paymentId, body }: { paymentId: number; body: RefundRequest }): Promise<PaymentRecorded> {
  const { data } = await apiClient.post<PaymentRecorded>(PAYMENT_PATHS.refundPayment(paymentId), body);
  return data;
}

export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: refundPayment, onSuccess: ({ money }) => showMoneyAnswer(queryClient, money) });
}
