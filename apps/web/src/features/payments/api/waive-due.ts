import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PAYMENT_PATHS, type BookingMoney } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { showMoneyAnswer } from './get-booking-money';

/** POST /api/add-due-payment/{due_id}/waive/ `{reason}`: the customer no longer owes what is open of the due. Answers the booking's money. */
export async function waiveDue({ dueId, reason }: { dueId: number; reason: string }): Promise<BookingMoney> {
  const { data } = await apiClient.post<BookingMoney>(PAYMENT_PATHS.waiveDue(dueId), { reason });
  return data;
}

export function useWaiveDue() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: waiveDue, onSuccess: (money) => showMoneyAnswer(queryClient, money) });
}
