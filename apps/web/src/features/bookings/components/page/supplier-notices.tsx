import { Alert, Group, List, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { SupplierNotice } from '@ua/contracts';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { formatDay } from '../../../../lib/dates';
import { CHANNEL_LABELS } from './booking-format';

function NoticeServices({ notice }: { notice: SupplierNotice }) {
  return (
    <List size="sm" spacing={2}>
      {notice.services.map((service) => (
        <List.Item key={service.id}>
          {service.label} · {formatDay(service.first_date)}
          {service.last_date !== service.first_date ? ` → ${formatDay(service.last_date)}` : ''}
          {service.confirmation_number ? ` · confirmation ${service.confirmation_number}` : ''}
        </List.Item>
      ))}
    </List>
  );
}

/**
 * What each supplier must be told of a cancellation, and whether the app told them: those it could
 * not tell stand out, with why, for someone to call them.
 */
export function SupplierNotices({ notices }: { notices: readonly SupplierNotice[] }) {
  if (notices.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No supplier had been asked for these services: nobody needs telling.
      </Text>
    );
  }
  return (
    <Stack gap="sm" component="ul" m={0} p={0} aria-label="Suppliers to tell" style={{ listStyle: 'none' }}>
      {notices.map((notice) => (
        <li key={notice.supplier.id}>
          {notice.told ? (
            <Paper withBorder radius="md" p="sm">
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <ThemeIcon color="teal" variant="light" size="sm" radius="xl">
                  <IconCheck size={14} />
                </ThemeIcon>
                <Stack gap={4} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600}>
                    {notice.supplier.name}: told{notice.channel ? ` by ${CHANNEL_LABELS[notice.channel]}` : ''}
                  </Text>
                  <NoticeServices notice={notice} />
                </Stack>
              </Group>
            </Paper>
          ) : (
            <Alert color="orange" variant="light" p="sm" icon={<IconAlertTriangle size={18} />} title={`${notice.supplier.name}: not told, tell them yourself`}>
              <Stack gap={4}>
                <Text size="sm">{notice.not_told_reason ?? 'The app did not send them anything.'}</Text>
                <NoticeServices notice={notice} />
              </Stack>
            </Alert>
          )}
        </li>
      ))}
    </Stack>
  );
}
