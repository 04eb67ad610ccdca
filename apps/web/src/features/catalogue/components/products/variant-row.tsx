import type { Ref } from 'react';
import { ActionIcon, Badge, Group, Table, Text } from '@mantine/core';
import type { Variant } from '@ua/contracts';
import { IconPencil } from '@tabler/icons-react';
import { formatMoney, marginPercent } from '../../../../lib/money';
import { formatSeason, seasonState } from '../../utils/seasons';
import { StatusBadge } from '../common/status-badge';

type VariantRowProps = {
  variant: Variant;
  today: string;
  onEdit?: () => void;
  /** The Edit button, for the table to give focus back to when the row's editor closes. */
  editRef?: Ref<HTMLButtonElement>;
};

const SEASON_COLORS = { past: 'gray', current: 'teal', upcoming: 'blue' } as const;
const SEASON_WORDS = { past: 'Past', current: 'Now', upcoming: 'Upcoming' } as const;

/** One sellable option: its prices in its currency, its margin, who it fits and when it is sold. */
export function VariantRow({ variant, today, onEdit, editRef }: VariantRowProps) {
  const season = seasonState(variant.valid_from, variant.valid_to, today);
  const percent = marginPercent(variant.margin_paise, variant.sell_price_paise);
  const loss = variant.margin_paise < 0;
  return (
    <Table.Tr style={{ opacity: variant.active ? 1 : 0.6 }}>
      <Table.Td>
        <Text size="sm" fw={600}>
          {variant.name}
        </Text>
      </Table.Td>
      <Table.Td ta="right">
        <Text size="sm">{formatMoney(variant.cost_price_paise, variant.currency)}</Text>
      </Table.Td>
      <Table.Td ta="right">
        <Text size="sm" fw={600}>
          {formatMoney(variant.sell_price_paise, variant.currency)}
        </Text>
      </Table.Td>
      <Table.Td ta="right">
        <Text size="sm" c={loss ? 'red.9' : 'teal.9'} fw={loss ? 700 : 500}>
          {formatMoney(variant.margin_paise, variant.currency)}
        </Text>
        {percent && (
          <Text size="xs" c="dimmed">
            {percent}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{variant.currency}</Text>
      </Table.Td>
      <Table.Td ta="center">
        <Text size="sm">{variant.max_travellers}</Text>
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatSeason(variant.valid_from, variant.valid_to)}
          </Text>
          <Badge size="xs" variant="light" color={SEASON_COLORS[season]} tt="none" style={{ flex: 'none' }}>
            {SEASON_WORDS[season]}
          </Badge>
        </Group>
      </Table.Td>
      <Table.Td>
        <StatusBadge active={variant.active} />
      </Table.Td>
      {onEdit && (
        <Table.Td>
          <ActionIcon ref={editRef} variant="subtle" aria-label={`Edit ${variant.name}, ${formatSeason(variant.valid_from, variant.valid_to)}`} onClick={onEdit}>
            <IconPencil size={16} />
          </ActionIcon>
        </Table.Td>
      )}
    </Table.Tr>
  );
}
