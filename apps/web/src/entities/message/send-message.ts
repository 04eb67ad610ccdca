import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGING_PATHS, type MailSendRequest, type Message, type WhatsappSendRequest } from '@ua/contracts';
import { apiClient } from '../../lib/api-client';
import { recordMessagesQueryOptions } from './list-record-messages';

export type SendMessage = { channel: 'whatsapp'; body: WhatsappSendRequest } | { channel: 'email'; body: MailSendRequest };

/**
 * POST /api/whatsapp/message-action/ or /api/mail/message-action/: queues the message (the outbox
 * sends it). The body's idempotency key makes a second POST of the same compose answer the first.
 */
export async function sendMessage({ channel, body }: SendMessage): Promise<Message> {
  const path = channel === 'whatsapp' ? MESSAGING_PATHS.whatsappMessageAction : MESSAGING_PATHS.mailMessageAction;
  const { data } = await apiClient.post<Message>(path, body);
  return data;
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (_message, { channel, body }) =>
      void queryClient.invalidateQueries({ queryKey: recordMessagesQueryOptions(channel, body.record_type, body.record_id).queryKey }),
  });
}
