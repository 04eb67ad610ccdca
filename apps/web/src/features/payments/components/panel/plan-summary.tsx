import { Button, Group, Stack, Text } from '@mantine/core';
import type { BookingMoney } from '@ua/contracts';
import { IconCalendarDollar } from '@tabler/icons-react';
import { formatDateTime } from '../../../../lib/dates';
import { formatMoney } from '../../../../lib/money';
import { percentText } from '../../utils/plan-values';

/** "25% advance now, the balance 30 days before travel"; "3 instalments"; or that there is no plan yet. */
export function planText(money: BookingMoney): string {
  const { plan } = money;
  if (!plan) return `No plan yet: the whole ${formatMoney(money.total_paise, money.currency)} is outstanding until one is set.`;
  if (plan.kind === 'instalments') return `${money.dues.length} ${money.dues.length === 1 ? 'instalment' : 'instalments'}.`;
  const advance = plan.advance_paise !== null ? formatMoney(plan.advance_paise, money.currency) : `${percentText(plan.advance_bp ?? 0)}%`;
  const days = plan.balance_days_before ?? 0;
  return `${advance} advance at booking, the balance ${days === 0 ? 'on the day of travel' : `${days} ${days === 1 ? 'day' : 'days'} before travel`}.`;
}

type PlanSummaryProps = { money: BookingMoney; onEdit: (() => void) | undefined };

/** The plan in a sentence, who set it, and (for payments.record, on a running booking) the way to set or change it. */
export function PlanSummary({ money, onEdit }: PlanSummaryProps) {
  const { plan } = money;
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <Stack gap={2} style={{ minWidth: 0, flex: '1 1 280px' }}>
        <Text size="sm" fw={500}>
          {planText(money)}
        </Text>
        {plan && (
          <Text size="xs" c="dimmed">
            Set {plan.updated_by ? `by ${plan.updated_by.name}, ` : ''}
            {formatDateTime(plan.updated_at)}
          </Text>
        )}
      </Stack>
      {onEdit && (
        <Button size="compact-sm" variant={plan ? 'default' : 'filled'} leftSection={<IconCalendarDollar size={14} />} onClick={onEdit}>
          {plan ? 'Change the plan' : 'Set the plan'}
        </Button>
      )}
    </Group>
  );
}
