import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAYMENT_PATHS, type PaymentMail } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { paymentKeys } from './payment-keys';

/** GET /api/payment-mail/?booking=: the payment mails and WhatsApp messages a booking's customer was sent, newest first. */
export async function listPaymentMails(bookingId: number): Promise<PaymentMail[]> {
  const { data } = await apiClient.get<{ results: PaymentMail[] }>(PAYMENT_PATHS.paymentMail, { params: { booking: bookingId } });
  return data.results;
}

export function paymentMailsQueryOptions(bookingId: number) {
  return queryOptions({ queryKey: paymentKeys.mails(bookingId), queryFn: () => listPaymentMails(bookingId), refetchOnMount: 'always' });
}

export function usePaymentMails(bookingId: number) {
  return useQuery(paymentMailsQueryOptions(bookingId));
}
