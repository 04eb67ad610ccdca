import { queryOptions, useQuery } from '@tanstack/react-query';
import { AGENT_PATHS, type BookingWalletResponse } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { walletKeys } from './wallet-keys';

/** GET /api/agents/wallet/booking/{bookingId}/: the agent who brought the booking's trip and its wallet; both null for a direct customer. */
export async function getBookingWallet(bookingId: number): Promise<BookingWalletResponse> {
  const { data } = await apiClient.get<BookingWalletResponse>(AGENT_PATHS.bookingWallet(bookingId));
  return data;
}

export function bookingWalletQueryOptions(bookingId: number) {
  return queryOptions({ queryKey: walletKeys.booking(bookingId), queryFn: () => getBookingWallet(bookingId) });
}

export function useBookingWallet(bookingId: number) {
  return useQuery(bookingWalletQueryOptions(bookingId));
}
