import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAYMENT_PATHS, type PaymentListPage, type paymentListQuerySchema } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import type { ListQueryParams, QueryOf } from '../../../lib/list-query';
import { paymentKeys } from './payment-keys';

export type PaymentsQuery = QueryOf<typeof paymentListQuerySchema>;
export type PaymentsParams = ListQueryParams<PaymentsQuery>;

/** GET /api/partial-payment/: a page of the payments and refunds of every booking, with the sums of all the filters match. */
export async function listPayments(params: PaymentsParams): Promise<PaymentListPage> {
  const { data } = await apiClient.get<PaymentListPage>(PAYMENT_PATHS.partialPayment, { params });
  return data;
}

export function paymentsQueryOptions(params: PaymentsParams) {
  return queryOptions({ queryKey: paymentKeys.received(JSON.stringify(params)), queryFn: () => listPayments(params), placeholderData: keepPreviousData, refetchOnMount: 'always' });
}

export function usePayments(params: PaymentsParams) {
  return useQuery(paymentsQueryOptions(params));
}
