import { Card, Group, Stack, Switch, Table, Text } from '@mantine/core';
import { NOTIFICATION_TYPE_LABELS, NOTIFICATION_TYPE_TITLES, type NotificationPreference } from '@ua/contracts';
import type { NotificationChannel } from '@ua/contracts/constants';
import { usePhoneLayout } from '../../../components/responsive-table';
import type { Channels } from '../utils/settings-values';

const CHANNEL_NAMES: Record<NotificationChannel, string> = { bell: 'Bell', mail: 'Mail', whatsapp: 'WhatsApp' };
const CHANNELS = Object.keys(CHANNEL_NAMES) as NotificationChannel[];

type ChannelTableProps = {
  types: readonly NotificationPreference[];
  values: Readonly<Record<string, Channels>>;
  onChange: (type: string, channel: NotificationChannel, on: boolean) => void;
  /** An error about a type (`types.system.bell`), shown under its name. */
  errorOf: (type: string) => string | undefined;
};

/** Why a switch cannot move, said beside it rather than in a tooltip a phone never shows. */
function reasonOf(entry: NotificationPreference): string | null {
  if (!entry.allowed) return `Not part of your access: it needs the ${NOTIFICATION_TYPE_LABELS[entry.notification_type]} permission.`;
  if (entry.required) return 'Always on in the bell.';
  return null;
}

const locked = (entry: NotificationPreference, channel: NotificationChannel) => !entry.allowed || (entry.required && channel === 'bell');

function TypeName({ entry, error }: { entry: NotificationPreference; error: string | undefined }) {
  const { title, description } = NOTIFICATION_TYPE_TITLES[entry.notification_type];
  const reason = reasonOf(entry);
  return (
    <Stack gap={2}>
      <Text fw={600} size="sm" c={entry.allowed ? undefined : 'dimmed'}>
        {title}
      </Text>
      <Text size="xs" c="dimmed">
        {description}
      </Text>
      {reason && (
        <Text size="xs" fw={600} c="dimmed">
          {reason}
        </Text>
      )}
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

function ChannelSwitch({ entry, channel, checked, onChange, withLabel }: { entry: NotificationPreference; channel: NotificationChannel; checked: boolean; onChange: (on: boolean) => void; withLabel: boolean }) {
  const title = NOTIFICATION_TYPE_TITLES[entry.notification_type].title;
  return (
    <Switch
      // A type the person's access does not include reaches them on no channel, whatever they chose.
      checked={entry.allowed && checked}
      disabled={locked(entry, channel)}
      onChange={(event) => onChange(event.currentTarget.checked)}
      label={withLabel ? CHANNEL_NAMES[channel] : undefined}
      aria-label={`${title}: ${CHANNEL_NAMES[channel]}`}
    />
  );
}

/**
 * Each type × Bell, Mail and WhatsApp: a table on a wide screen, a card per type on a phone. Types the
 * person's access does not include, and the bell of a required type, cannot be changed, and say why.
 */
export function NotificationChannelTable({ types, values, onChange, errorOf }: ChannelTableProps) {
  const phone = usePhoneLayout();
  if (phone) {
    return (
      <Stack gap="sm" aria-label="Notification types">
        {types.map((entry) => (
          <Card key={entry.notification_type} withBorder radius="md" p="sm">
            <TypeName entry={entry} error={errorOf(entry.notification_type)} />
            <Group gap="md" mt="sm" wrap="nowrap">
              {CHANNELS.map((channel) => (
                <ChannelSwitch key={channel} entry={entry} channel={channel} withLabel checked={values[entry.notification_type]?.[channel] ?? false} onChange={(on) => onChange(entry.notification_type, channel, on)} />
              ))}
            </Group>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table verticalSpacing="sm" highlightOnHover={false} aria-label="Notification types">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Notification</Table.Th>
          {CHANNELS.map((channel) => (
            <Table.Th key={channel} w={96} ta="center">
              {CHANNEL_NAMES[channel]}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {types.map((entry) => (
          <Table.Tr key={entry.notification_type}>
            <Table.Td>
              <TypeName entry={entry} error={errorOf(entry.notification_type)} />
            </Table.Td>
            {CHANNELS.map((channel) => (
              <Table.Td key={channel}>
                <Group justify="center">
                  <ChannelSwitch entry={entry} channel={channel} withLabel={false} checked={values[entry.notification_type]?.[channel] ?? false} onChange={(on) => onChange(entry.notification_type, channel, on)} />
                </Group>
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
