import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { BookingMoney } from '@ua/contracts';
import { formatDay } from '../../../../lib/dates';
import { formatMoney } from '../../../../lib/money';

function Total({ label, paise, currency, detail, color }: { label: string; paise: number; currency: string; detail?: string | undefined; color?: string | undefined }) {
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={label}>
      <Stack gap={2}>
        <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5}>
          {label}
        </Text>
        <Text fw={700} size="lg" c={color}>
          {formatMoney(paise, currency)}
        </Text>
        {detail && (
          <Text size="xs" c="dimmed">
            {detail}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** The booking's money at a glance, as the server sums it: total, received, outstanding, overdue, credit. */
export function MoneyTotals({ money }: { money: BookingMoney }) {
  const { currency, next_due: next } = money;
  return (
    <SimpleGrid component="ul" cols={{ base: 2, sm: 3, md: 5 }} spacing="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Money at a glance">
      <Total label="Total" paise={money.total_paise} currency={currency} detail="With taxes" />
      <Total label="Received" paise={money.received_paise} currency={currency} detail={money.refunded_paise > 0 ? `After ${formatMoney(money.refunded_paise, currency)} refunded` : undefined} />
      <Total
        label="Outstanding"
        paise={money.outstanding_paise}
        currency={currency}
        detail={next ? `Next: ${next.label}, ${formatMoney(next.open_paise, currency)} by ${formatDay(next.due_date)}` : money.waived_paise > 0 ? `${formatMoney(money.waived_paise, currency)} waived` : undefined}
      />
      <Total label="Overdue" paise={money.overdue_paise} currency={currency} color={money.overdue_paise > 0 ? 'red.9' : undefined} />
      <Total label="Credit" paise={money.credit_paise} currency={currency} detail={money.credit_paise > 0 ? 'Received beyond the dues' : undefined} />
    </SimpleGrid>
  );
}
