import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGING_PATHS } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { whatsappPhonesQueryOptions } from './list-whatsapp-phones';

export type PhoneReply = { from: string; text: string };

/** POST /api/dev/whatsapp/reply/: the stand-in answers as this phone, through the app's signed webhook, as Meta would. */
export async function replyAsPhone(reply: PhoneReply): Promise<void> {
  await apiClient.post(MESSAGING_PATHS.devWhatsappReply, reply);
}

export function useReplyAsPhone() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: replyAsPhone, onSuccess: () => void queryClient.invalidateQueries({ queryKey: whatsappPhonesQueryOptions().queryKey }) });
}
