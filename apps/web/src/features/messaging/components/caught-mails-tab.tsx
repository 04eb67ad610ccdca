import { useState } from 'react';
import { Box, Button, Group, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { TablePager } from '../../../components/table-pager';
import { apiErrorOf } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/dates';
import { useCaughtMails, type CaughtMailSummary } from '../api/list-caught-mails';
import { CaughtMailDrawer } from './caught-mail-drawer';
import { StandInsOnlyAlert } from './stand-ins-only-alert';

const DEFAULT_PAGE_SIZE = 25;

function MailRow({ mail, onOpen }: { mail: CaughtMailSummary; onOpen: () => void }) {
  return (
    <Box component="li" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      <UnstyledButton onClick={onOpen} w="100%" py="sm" px="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} truncate>
              {mail.subject || '(no subject)'}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {mail.from} → {mail.to.join(', ')}
            </Text>
            <Text size="sm" c="dimmed" lineClamp={1}>
              {mail.preview}
            </Text>
          </Stack>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(mail.received_at)}
          </Text>
        </Group>
      </UnstyledButton>
    </Box>
  );
}

/** Every mail the in-app SMTP server caught, newest first; one opens in a drawer. */
export function CaughtMailsTab() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [openId, setOpenId] = useState<number>();
  const mails = useCaughtMails(page, pageSize);
  const data = mails.data;

  if (mails.isError && !data) {
    return apiErrorOf(mails.error).code === 'not_found' ? <StandInsOnlyAlert /> : <QueryErrorAlert error={mails.error} what="the caught mails" onRetry={() => void mails.refetch()} />;
  }
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          Every mail the app sent through the local SMTP catcher. Nothing here left this machine.
        </Text>
        <Button variant="default" size="xs" leftSection={<IconRefresh size={14} />} loading={mails.isFetching} onClick={() => void mails.refetch()}>
          Refresh
        </Button>
      </Group>
      {!data ? (
        <Skeleton h={160} radius="md" aria-label="Loading the mails" />
      ) : data.results.length === 0 ? (
        <Text size="sm" c="dimmed">
          {page > 1 ? 'No mails on this page.' : 'No mail caught yet. Mails the app sends (a trip\u2019s link, a follow-up) land here.'}
        </Text>
      ) : (
        <Box component="ul" m={0} p={0} aria-label="Caught mails" aria-busy={mails.isPlaceholderData} style={{ listStyle: 'none', borderTop: '1px solid var(--mantine-color-gray-2)' }}>
          {data.results.map((mail) => (
            <MailRow key={mail.id} mail={mail} onOpen={() => setOpenId(mail.id)} />
          ))}
        </Box>
      )}
      {data && data.count > 0 && (
        <TablePager
          count={data.count}
          page={page}
          pageSize={pageSize}
          noun={['mail', 'mails']}
          onPage={setPage}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      )}
      <CaughtMailDrawer mailId={openId} onClose={() => setOpenId(undefined)} />
    </Stack>
  );
}
