import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { TransportCharge } from '@ua/contracts';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { formatMoney } from '../../../../lib/money';
import { PriceSourceBadge } from '../schedule/price-source-badge';
import { routeOf, transportQuantity } from '../schedule/schedule-format';

type TransportRowProps = { charge: TransportCharge; currency: string; editable: boolean; tripStart: string; tripEnd: string; onEdit: () => void; onRemove: () => void };

/** One vehicle: what and from whom, the leg it drives, how it is charged, and what it sells and costs. */
export function TransportRow({ charge, currency, editable, tripStart, tripEnd, onEdit, onRemove }: TransportRowProps) {
  const source = [charge.variant_name, charge.supplier?.name].filter(Boolean).join(' · ');
  const route = routeOf(charge);
  return (
    <Paper withBorder radius="md" p="sm" bg={charge.price_source === 'no_season' ? 'red.0' : undefined}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {charge.label}
            </Text>
            {source && (
              <Text size="xs" c="dimmed">
                {source}
              </Text>
            )}
          </Stack>
          <Stack gap={0} align="flex-end" style={{ flex: 'none' }}>
            <Text fw={700} size="sm">
              {formatMoney(charge.sell_paise, currency)}
            </Text>
            <Text size="xs" c="dimmed">
              cost {formatMoney(charge.cost_paise, currency)}
            </Text>
          </Stack>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Text size="sm">{transportQuantity(charge)}</Text>
          {route && (
            <Text size="sm" c="dimmed">
              · {route}
            </Text>
          )}
          {/* A charge has no day of its own: its season is looked up over the trip's dates. */}
          <PriceSourceBadge price_source={charge.price_source} season={charge.season} first_date={tripStart} last_date={tripEnd} />
        </Group>
        {charge.notes && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
            {charge.notes}
          </Text>
        )}
        {editable && (
          <Group gap="xs">
            <Button size="compact-sm" variant="default" leftSection={<IconPencil size={14} />} onClick={onEdit} aria-label={`Edit ${charge.label}`}>
              Edit
            </Button>
            <Button size="compact-sm" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={onRemove} aria-label={`Remove ${charge.label}`}>
              Remove
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
