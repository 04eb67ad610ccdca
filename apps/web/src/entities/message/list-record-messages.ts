import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, MESSAGING_PATHS, type MessageChannel, type MessageRecordType, type messagePageSchema } from '@ua/contracts';
import { apiClient } from '../../lib/api-client';
import type { SchemaOutput } from '../../lib/contract-types';
import { isOnItsWay, STATUS_POLL_MS } from './conversation';
import { messageKeys } from './message-keys';

export type MessagePage = SchemaOutput<typeof messagePageSchema>;

const PATHS: Record<MessageChannel, string> = { whatsapp: MESSAGING_PATHS.whatsappMessageAction, email: MESSAGING_PATHS.mailMessageAction };

/**
 * GET /api/whatsapp/message-action/ or /api/mail/message-action/ `?record_type=&record_id=`: the
 * record's latest messages on one channel, newest first, each with its status history.
 */
export async function listRecordMessages(channel: MessageChannel, recordType: MessageRecordType, recordId: number): Promise<MessagePage> {
  const { data } = await apiClient.get<MessagePage>(PATHS[channel], { params: { record_type: recordType, record_id: recordId, page: 1, page_size: MAX_PAGE_SIZE } });
  return data;
}

/**
 * Asks again every 3 seconds while a message is on its way (queued, or a WhatsApp message not yet
 * delivered and read), and stops once all have settled. TanStack Query pauses the interval while the
 * tab is hidden, and drops it when the panel unmounts.
 */
export function recordMessagesQueryOptions(channel: MessageChannel, recordType: MessageRecordType, recordId: number) {
  return queryOptions({
    queryKey: messageKeys.channel(channel, recordType, recordId),
    queryFn: () => listRecordMessages(channel, recordType, recordId),
    refetchInterval: (query) => (query.state.data?.results.some((message) => isOnItsWay(message)) ? STATUS_POLL_MS : false),
    // Replies arrive while nobody looks: coming back to the record shows them.
    refetchOnMount: true,
  });
}

export function useRecordMessages(channel: MessageChannel, recordType: MessageRecordType, recordId: number) {
  return useQuery(recordMessagesQueryOptions(channel, recordType, recordId));
}
