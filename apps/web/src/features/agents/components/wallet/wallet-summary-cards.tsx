import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { WalletSummary } from '@ua/contracts';
import { formatMoney } from '../../../../lib/money';
import { balanceColor } from './wallet-format';

function Card({ label, paise, detail, color }: { label: string; paise: number; detail?: string | undefined; color?: string | undefined }) {
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={label}>
      <Stack gap={2}>
        <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5}>
          {label}
        </Text>
        <Text fw={700} size="lg" c={color}>
          {formatMoney(paise)}
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

/** The wallet at a glance, as the server sums it from the ledger. */
export function WalletSummaryCards({ wallet }: { wallet: WalletSummary }) {
  const low = wallet.balance_paise < wallet.low_balance_alert_paise;
  const pending = wallet.pending_top_ups;
  return (
    <SimpleGrid component="ul" cols={{ base: 2, sm: 3, md: 5 }} spacing="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Wallet at a glance">
      <Card
        label="Balance"
        paise={wallet.balance_paise}
        color={balanceColor(wallet.balance_paise)}
        detail={wallet.balance_paise < 0 ? 'Living on credit' : low ? `Below the alert level of ${formatMoney(wallet.low_balance_alert_paise)}` : undefined}
      />
      <Card label="Credit limit" paise={wallet.credit_limit_paise} />
      <Card label="Available" paise={wallet.available_paise} detail="Balance plus credit limit" color={wallet.available_paise <= 0 ? 'red.9' : undefined} />
      <Card label="Pending top-ups" paise={wallet.pending_top_ups_paise} detail={pending === 0 ? 'None awaiting approval' : `${pending} awaiting approval`} />
      <Card label="Commission earned" paise={wallet.commission_earned_paise} />
    </SimpleGrid>
  );
}
