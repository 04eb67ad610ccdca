import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGING_PATHS, type caughtMailPageSchema } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import type { SchemaOutput } from '../../../lib/contract-types';
import { mailboxKeys } from './mailbox-keys';

export type CaughtMailPage = SchemaOutput<typeof caughtMailPageSchema>;
export type CaughtMailSummary = CaughtMailPage['results'][number];

/** GET /api/dev/mailbox/: the mails the in-app SMTP server caught, newest first (outside production only). */
export async function listCaughtMails(page: number, pageSize: number): Promise<CaughtMailPage> {
  const { data } = await apiClient.get<CaughtMailPage>(MESSAGING_PATHS.devMailbox, { params: { page, page_size: pageSize } });
  return data;
}

export function caughtMailsQueryOptions(page: number, pageSize: number) {
  return queryOptions({
    queryKey: mailboxKeys.mailPage(page, pageSize),
    queryFn: () => listCaughtMails(page, pageSize),
    placeholderData: keepPreviousData,
    // Mails arrive while the page is closed: coming back shows them.
    refetchOnMount: true,
  });
}

export function useCaughtMails(page: number, pageSize: number) {
  return useQuery(caughtMailsQueryOptions(page, pageSize));
}
