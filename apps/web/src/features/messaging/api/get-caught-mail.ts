import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGING_PATHS, type CaughtMail } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { mailboxKeys } from './mailbox-keys';

/** GET /api/dev/mailbox/{id}/: one caught mail, with its text and HTML parts. */
export async function getCaughtMail(id: number): Promise<CaughtMail> {
  const { data } = await apiClient.get<CaughtMail>(MESSAGING_PATHS.devMail(id));
  return data;
}

export function caughtMailQueryOptions(id: number) {
  // A caught mail never changes.
  return queryOptions({ queryKey: mailboxKeys.mail(id), queryFn: () => getCaughtMail(id), staleTime: Infinity });
}

export function useCaughtMail(id: number | undefined) {
  return useQuery({ ...caughtMailQueryOptions(id ?? 0), enabled: id !== undefined });
}
