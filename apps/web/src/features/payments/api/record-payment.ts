import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PAYMENT_PATHS, type PaymentRecordRequest, type PaymentRecorded } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { showMoneyAnswer } from './get-booking-money';

/**
 * POST /api/partial-payment/: records a payment received, allocated to the dues chosen or the oldest
 * open ones first. The same idempotency key twice records once (`replayed` says it was a repeat).
 * The answer carries the payment with its receipt number and the booking's money after it.
 */
export async function recordPayment(body: PaymentRecordRequest): Promise<PaymentRecorded> {
  const { data } = await apiClient.post<PaymentRecorded>(PAYMENT_PATHS.partialPayment, body);
  return data;
}

export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordPayment, onSuccess: ({ money }) => showMoneyAnswer(queryClient, money) });
}
