import { useMutation } from '@tanstack/react-query';
import { BOOKING_PATHS, type VoucherLink } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';

/**
 * GET /api/booking/{id}/services/{service}/voucher/: the traveller's address of a confirmed service's
 * voucher, made on the first ask. Asked for when someone copies it, so a mutation: it has no screen
 * to keep fresh, and the first ask writes.
 */
export async function getVoucherLink({ bookingId, serviceId }: { bookingId: number; serviceId: number }): Promise<VoucherLink> {
  const { data } = await apiClient.get<VoucherLink>(BOOKING_PATHS.voucher(bookingId, serviceId));
  return data;
}

export function useGetVoucherLink() {
  return useMutation({ mutationFn: getVoucherLink });
}
