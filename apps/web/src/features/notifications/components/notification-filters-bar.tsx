import { Chip, Group, Input, SegmentedControl, Stack } from '@mantine/core';
import type { ReadStatus } from '@ua/contracts';
import { KNOWN_NOTIFICATION_TYPES } from '../../../components/notification-type-colors';
import type { NotificationFilters } from '../utils/notification-filters';
import { chipStyles } from './notification-type-chips';

type NotificationFiltersBarProps = {
  filters: NotificationFilters;
  onChange: (patch: Partial<NotificationFilters>) => void;
};

const ANY = 'any';
const STATUS_OPTIONS = [
  { value: ANY, label: 'All' },
  { value: 'unread', label: 'Unread' },
  { value: 'read', label: 'Read' },
];

/** Read status and type; every change lands in the URL. */
export function NotificationFiltersBar({ filters, onChange }: NotificationFiltersBarProps) {
  // A type the app does not know yet (a newer server's) still shows as chosen when the URL names it.
  const types = filters.type === undefined || KNOWN_NOTIFICATION_TYPES.includes(filters.type) ? KNOWN_NOTIFICATION_TYPES : [...KNOWN_NOTIFICATION_TYPES, filters.type];
  return (
    <Stack gap="sm">
      <Input.Wrapper label="Show" labelElement="div" id="notification-status-filter">
        <SegmentedControl
          aria-labelledby="notification-status-filter-label"
          data={STATUS_OPTIONS}
          value={filters.status ?? ANY}
          onChange={(value) => onChange({ status: value === ANY ? undefined : (value as ReadStatus) })}
          fullWidth
          maw={{ base: '100%', xs: 360 }}
          mt={4}
          radius="md"
        />
      </Input.Wrapper>
      <Input.Wrapper label="Type" labelElement="div">
        <Chip.Group value={filters.type ?? ANY} onChange={(value) => onChange({ type: value === ANY ? undefined : value })}>
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
