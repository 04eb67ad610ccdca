import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGING_PATHS, type MessageTemplate } from '@ua/contracts';
import { apiClient } from '../../lib/api-client';
import { messageKeys } from './message-keys';

/** GET /api/messaging/templates/: the mail and WhatsApp templates staff can send, with their parameters and previews. */
export async function listMessageTemplates(): Promise<MessageTemplate[]> {
  const { data } = await apiClient.get<{ results: MessageTemplate[] }>(MESSAGING_PATHS.templates);
  return data.results;
}

export function messageTemplatesQueryOptions() {
  // Templates are code on the server (approved at the provider first): they change with a release.
  return queryOptions({ queryKey: messageKeys.templates(), queryFn: listMessageTemplates, staleTime: Infinity });
}

export function useMessageTemplates({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...messageTemplatesQueryOptions(), enabled });
}
