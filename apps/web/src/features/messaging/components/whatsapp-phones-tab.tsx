import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { apiErrorOf } from '../../../lib/api-error';
import { useWhatsappPhones } from '../api/list-whatsapp-phones';
import { PhoneConversation } from './phone-conversation';
import { StandInsOnlyAlert } from './stand-ins-only-alert';

/** The WhatsApp stand-in's phones, the most recently active first, each with its conversation and a reply box. */
export function WhatsappPhonesTab() {
  const phones = useWhatsappPhones();

  if (phones.isError && !phones.data) {
    return apiErrorOf(phones.error).code === 'not_found' ? <StandInsOnlyAlert /> : <QueryErrorAlert error={phones.error} what="the WhatsApp phones" onRetry={() => void phones.refetch()} />;
  }
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          What each phone got from the stand-in of the WhatsApp Cloud API. Answer as its owner to test replies.
        </Text>
        <Button variant="default" size="xs" leftSection={<IconRefresh size={14} />} loading={phones.isFetching} onClick={() => void phones.refetch()}>
          Refresh
        </Button>
      </Group>
      {!phones.data ? (
        <Skeleton h={160} radius="md" aria-label="Loading the phones" />
      ) : phones.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No WhatsApp message sent yet. Send one from a trip&rsquo;s Messages, and its phone appears here.
        </Text>
      ) : (
        phones.data.map((phone) => <PhoneConversation key={phone.phone} phone={phone} />)
      )}
    </Stack>
  );
}
