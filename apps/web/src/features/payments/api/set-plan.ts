import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PAYMENT_PATHS, type BookingMoney, type PlanRequest } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { showMoneyAnswer } from './get-booking-money';

/**
 * POST /api/add-due-payment/ `{booking_id, plan}`: sets or replaces the booking's plan. One that does
 * not add up to the booking's total is a 400 naming the gap; dropping a due that has payments or a
 * link is a 409 `payment.plan_has_payments`. The answer is the booking's money.
 */
export async function setPlan(body: PlanRequest): Promise<BookingMoney> {
  const { data } = await apiClient.post<BookingMoney>(PAYMENT_PATHS.addDuePayment, body);
  return data;
}

export function useSetPlan() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setPlan, onSuccess: (money) => showMoneyAnswer(queryClient, money) });
}
