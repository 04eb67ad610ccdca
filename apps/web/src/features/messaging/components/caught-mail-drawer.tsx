import { Box, Drawer, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { CaughtMail } from '@ua/contracts';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { formatDateTime } from '../../../lib/dates';
import { useCaughtMail } from '../api/get-caught-mail';

function Field({ label, children }: { label: string; children: string }) {
  return (
    <Box>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Box>
  );
}

function MailContent({ mail }: { mail: CaughtMail }) {
  return (
    <Stack gap="md">
      <Field label="From">{mail.from}</Field>
      <Field label="To">{mail.to.join(', ')}</Field>
      <Field label="Received">{formatDateTime(mail.received_at)}</Field>
      {mail.message_id && <Field label="Message-ID">{mail.message_id}</Field>}
      <Stack gap={6}>
        <Title order={3} size="h5">
          Text part
        </Title>
        <Text size="sm" bg="gray.0" p="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', borderRadius: 'var(--mantine-radius-md)' }}>
          {mail.text || '(empty)'}
        </Text>
      </Stack>
      {mail.html !== null && (
        <Stack gap={6}>
          <Title order={3} size="h5">
            HTML part
          </Title>
          {/* An empty sandbox: the mail's HTML gets no scripts, no forms, no same-origin access to the app. */}
          <Box
            component="iframe"
            sandbox=""
            srcDoc={mail.html}
            title={`${mail.subject}, as HTML`}
            w="100%"
            h={480}
            style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)', background: 'white' }}
          />
        </Stack>
      )}
    </Stack>
  );
}

/** One caught mail: who sent it to whom, its text, and its HTML as a mail client would show it. */
export function CaughtMailDrawer({ mailId, onClose }: { mailId: number | undefined; onClose: () => void }) {
  const mail = useCaughtMail(mailId);
  return (
    <Drawer opened={mailId !== undefined} onClose={onClose} position="right" size="xl" title={mail.data?.subject ?? 'Mail'} closeButtonProps={{ 'aria-label': 'Close the mail' }}>
      {mail.isPending ? (
        <Skeleton h={240} radius="md" aria-label="Loading the mail" />
      ) : mail.isError ? (
        <QueryErrorAlert error={mail.error} what="this mail" onRetry={() => void mail.refetch()} />
      ) : (
        <MailContent mail={mail.data} />
      )}
    </Drawer>
  );
}
