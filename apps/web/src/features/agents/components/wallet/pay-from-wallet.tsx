import { useState } from 'react';
import { Badge, Button, Drawer, Group, Text } from '@mantine/core';
import { AGENT_STATUS_LABELS } from '@ua/contracts';
import { IconWallet } from '@tabler/icons-react';
import { useViewer } from '../../../../hooks/use-viewer';
import { formatMoney } from '../../../../lib/money';
import { useBookingWallet } from '../../api/wallet-of-booking';
import { AGENT_STATUS_COLORS } from '../../utils/agent-format';
import { PayFromWalletForm, type WalletPayDue } from './pay-from-wallet-form';

type PayFromWalletProps = {
  bookingId: number;
  /** Called once the wallet has paid: the payments panel fetches the booking's money afresh. */
  onPaid: () => void;
  /** The booking's open dues, oldest first: the form starts from the first and offers to choose. */
  dues?: readonly WalletPayDue[];
};

/**
 * In the booking's payments panel: the agent who brought the trip, its available funds, and "Pay from
 * wallet" for `payments.record` holders. Nothing at all for a direct customer's booking, or while the
 * lookup loads or fails (the panel's own payments do not depend on it). The app hands it to the panel.
 */
export function PayFromWallet({ bookingId, onPaid, dues = [] }: PayFromWalletProps) {
  const { can } = useViewer();
  const query = useBookingWallet(bookingId);
  const [open, setOpen] = useState(false);
  const agent = query.data?.agent;
  if (!agent) return null;
  // Null to a viewer without wallet.view, who cannot pay from it either.
  const wallet = query.data?.wallet ?? null;

  return (
    <>
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Group gap="xs">
          <Text size="sm">
            Brought by <b>{agent.agency_name}</b>
            {wallet ? `: ${formatMoney(wallet.available_paise)} available in the wallet` : ''}
          </Text>
          {agent.status !== 'active' && (
            <Badge size="sm" variant="light" color={AGENT_STATUS_COLORS[agent.status]} radius="sm" tt="none">
              {AGENT_STATUS_LABELS[agent.status]}
            </Badge>
          )}
        </Group>
        {wallet && can('payments.record') && (
          <Button size="compact-sm" variant="light" leftSection={<IconWallet size={14} />} onClick={() => setOpen(true)}>
            Pay from wallet
          </Button>
        )}
      </Group>
      <Drawer opened={open} onClose={() => setOpen(false)} position="right" size="md" title={<Text fw={700} size="lg">Pay from the wallet · {agent.agency_name}</Text>}>
        {/* A fresh form, and so a fresh idempotency key, each time it opens. */}
        {open && wallet && (
          <PayFromWalletForm
            bookingId={bookingId}
            agencyName={agent.agency_name}
            wallet={wallet}
            dues={dues}
            onCancel={() => setOpen(false)}
            onDone={() => {
              setOpen(false);
              onPaid();
            }}
          />
        )}
      </Drawer>
    </>
  );
}
