import { Group, Stack, Text } from '@mantine/core';
import type { ItineraryItem, TransportCharge } from '@ua/contracts';
import { formatMoney } from '../../../../lib/money';

type PricedLine = Pick<ItineraryItem | TransportCharge, 'label' | 'variant_name' | 'supplier' | 'sell_paise' | 'cost_paise'>;

/** The head of an item or a transport charge: what it is and from whom, beside what it sells and costs. */
export function PricedLineHeader({ line, currency }: { line: PricedLine; currency: string }) {
  const source = [line.variant_name, line.supplier?.name].filter(Boolean).join(' · ');
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {line.label}
        </Text>
        {source && (
          <Text size="xs" c="dimmed">
            {source}
          </Text>
        )}
      </Stack>
      <Stack gap={0} align="flex-end" style={{ flex: 'none' }}>
        <Text fw={700} size="sm">
          {formatMoney(line.sell_paise, currency)}
        </Text>
        <Text size="xs" c="dimmed">
          cost {formatMoney(line.cost_paise, currency)}
        </Text>
      </Stack>
    </Group>
  );
}
