import { Chip, Group, Input, SegmentedControl, Stack } from '@mantine/core';
import type { notificationPageQuerySchema } from '@ua/contracts';
import { KNOWN_NOTIFICATION_TYPES } from '../../../components/notification-type-colors';
import type { QueryOf } from '../../../lib/list-query';
import { chipStyles } from './notification-type-chips';

export type NotificationsQuery = QueryOf<typeof notificationPageQuerySchema>;

type NotificationFiltersBarProps = {
  query: NotificationsQuery;
  onChange: (patch: Partial<NotificationsQuery>) => void;
};

const ANY = 'any';
const STATUS_OPTIONS = [
  { value: ANY, label: 'All' },
  { value: 'unread', label: 'Unread' },
  { value: 'read', label: 'Read' },
];

/** Read status and type; every change lands in the URL. */
export function NotificationFiltersBar({ query, onChange }: NotificationFiltersBarProps) {
  // A type the app does not know yet (a newer server's) still shows as chosen when the URL names it.
  const types = query.type === undefined || KNOWN_NOTIFICATION_TYPES.includes(query.type) ? KNOWN_NOTIFICATION_TYPES : [...KNOWN_NOTIFICATION_TYPES, query.type];
  return (
    <Stack gap="sm">
      <Input.Wrapper label="Show" labelElement="div" id="notification-status-filter">
        <SegmentedControl
          aria-labelledby="notification-status-filter-label"
          data={STATUS_OPTIONS}
          value={query.read === undefined ? ANY : query.read ? 'read' : 'unread'}
          onChange={(value) => onChange({ read: value === ANY ? undefined : value === 'read' })}
          fullWidth
          maw={{ base: '100%', xs: 360 }}
          mt={4}
          radius="md"
        />
      </Input.Wrapper>
      <Input.Wrapper label="Type" labelElement="div">
        <Chip.Group value={query.type ?? ANY} onChange={(value) => onChange({ type: value === ANY ? undefined : value })}>
          <Group gap={6} mt={4} role="radiogroup" aria-label="Filter by type">
            <Chip value={ANY} size="sm" variant="light" styles={chipStyles}>
              All types
            </Chip>
            {types.map((type) => (
              <Chip key={type} value={type} size="sm" variant="light" styles={chipStyles}>
                {type}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Input.Wrapper>
    </Stack>
  );
}
