import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { PAYMENT_PATHS, type BookingMoney } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { paymentKeys } from './payment-keys';

/** GET /api/due-payment-data/{booking_id}/: one booking's money: totals, plan, every due, payment and link. */
export async function getBookingMoney(bookingId: number): Promise<BookingMoney> {
  const { data } = await apiClient.get<BookingMoney>(PAYMENT_PATHS.duePaymentData(bookingId));
  return data;
}

export function bookingMoneyQueryOptions(bookingId: number) {
  return queryOptions({
    queryKey: paymentKeys.money(bookingId),
    queryFn: () => getBookingMoney(bookingId),
    // A link may have been paid since the booking was last opened: its money is asked for afresh.
    refetchOnMount: 'always',
  });
}

export function useBookingMoney(bookingId: number) {
  return useQuery(bookingMoneyQueryOptions(bookingId));
}

/**
 * After a write that answers with the booking's money (a plan, a waiver, a payment, a reversal, a
 * refund): the panel shows the answer at once, and the accounts views, whose dues it moved, are
 * fetched afresh.
 */
export function showMoneyAnswer(queryClient: QueryClient, money: BookingMoney): void {
  queryClient.setQueryData(bookingMoneyQueryOptions(money.booking.id).queryKey, money);
  void queryClient.invalidateQueries({ queryKey: paymentKeys.accounts() });
}

/** After a write that does not answer with the money (a link made, cancelled or refreshed): the booking's money and the accounts views are fetched afresh. */
export function refreshMoney(queryClient: QueryClient, bookingId: number): void {
  void queryClient.invalidateQueries({ queryKey: paymentKeys.booking(bookingId) });
  void queryClient.invalidateQueries({ queryKey: paymentKeys.accounts() });
}
