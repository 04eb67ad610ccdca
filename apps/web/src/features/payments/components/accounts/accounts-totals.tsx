import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AccountsDues, OverdueBucket } from '@ua/contracts';
import { formatMoney } from '../../../../lib/money';
import { count } from '../../utils/payment-format';

export const BUCKET_LABELS: Record<OverdueBucket, string> = { '0-7': '0–7 days late', '8-30': '8–30 days late', '31+': '31 days late or more' };

function Stat({ label, paise, detail, tone }: { label: string; paise: number; detail: string; tone?: 'late' | 'strong' }) {
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={label}>
      <Stack gap={2}>
        <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5}>
          {label}
        </Text>
        <Text fw={700} size="lg" c={tone === 'late' && paise > 0 ? 'red.9' : undefined}>
          {formatMoney(paise)}
        </Text>
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      </Stack>
    </Paper>
  );
}

/** The sums the desk works to: overdue in all and by age, what falls in the days chosen, and both together. */
export function AccountsTotals({ dues }: { dues: AccountsDues }) {
  const { totals } = dues;
  return (
    <SimpleGrid component="ul" cols={{ base: 2, sm: 3, md: 6 }} spacing="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Totals">
      <Stat label="Overdue" paise={totals.overdue_paise} detail={count(totals.overdue_count, 'due', 'dues')} tone="late" />
      {totals.buckets.map((bucket) => (
        <Stat key={bucket.bucket} label={BUCKET_LABELS[bucket.bucket]} paise={bucket.open_paise} detail={count(bucket.count, 'due', 'dues')} tone="late" />
      ))}
      <Stat label={`Due in ${dues.days} days`} paise={totals.upcoming_paise} detail={count(totals.upcoming_count, 'due', 'dues')} />
      <Stat label="All open" paise={totals.overdue_paise + totals.upcoming_paise} detail="Overdue and falling due" tone="strong" />
    </SimpleGrid>
  );
}
