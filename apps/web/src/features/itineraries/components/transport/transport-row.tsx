import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { TransportCharge } from '@ua/contracts';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { PricedLineHeader } from '../schedule/priced-line-header';
import { PriceSourceBadge } from '../schedule/price-source-badge';
import { routeOf, transportQuantity } from '../schedule/schedule-format';

type TransportRowProps = { charge: TransportCharge; currency: string; editable: boolean; tripStart: string; tripEnd: string; onEdit: () => void; onRemove: () => void };

/** One vehicle: what and from whom, the leg it drives, how it is charged, and what it sells and costs. */
export function TransportRow({ charge, currency, editable, tripStart, tripEnd, onEdit, onRemove }: TransportRowProps) {
  const route = routeOf(charge);
  return (
    <Paper withBorder radius="md" p="sm" bg={charge.price_source === 'no_season' ? 'red.0' : undefined}>
      <Stack gap={6}>
        <PricedLineHeader line={charge} currency={currency} />
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
