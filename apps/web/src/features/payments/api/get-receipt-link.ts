import { useMutation } from '@tanstack/react-query';
import { PAYMENT_PATHS, type receiptLinkSchema } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import type { SchemaOutput } from '../../../lib/contract-types';

export type ReceiptLink = SchemaOutput<typeof receiptLinkSchema>;

/**
 * GET /api/partial-payment/{id}/receipt/: the customer's address of a receipt, signed, no sign-in
 * needed. Asked for when someone copies or opens it, so a mutation: it has no screen to keep fresh.
 */
export async function getReceiptLink(paymentId: number): Promise<ReceiptLink> {
  const { data } = await apiClient.get<ReceiptLink>(PAYMENT_PATHS.receiptLink(paymentId));
  return data;
}

export function useGetReceiptLink() {
  return useMutation({ mutationFn: getReceiptLink });
}
