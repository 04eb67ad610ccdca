import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGING_PATHS, type DevWhatsappPhoneList } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { mailboxKeys } from './mailbox-keys';

export type StandInPhone = DevWhatsappPhoneList['results'][number];

/** GET /api/dev/whatsapp/phones/: the WhatsApp stand-in's phones, each with its conversation, oldest message first. */
export async function listWhatsappPhones(): Promise<StandInPhone[]> {
  const { data } = await apiClient.get<DevWhatsappPhoneList>(MESSAGING_PATHS.devWhatsappPhones);
  return data.results;
}

export function whatsappPhonesQueryOptions() {
  return queryOptions({ queryKey: mailboxKeys.phones(), queryFn: listWhatsappPhones, refetchOnMount: true });
}

export function useWhatsappPhones() {
  return useQuery(whatsappPhonesQueryOptions());
}
