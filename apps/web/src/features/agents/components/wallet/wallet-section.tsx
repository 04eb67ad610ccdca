import { useState, type ReactNode } from 'react';
import { Button, Drawer, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { WalletEntry, WalletSummary } from '@ua/contracts';
import { IconAdjustmentsDollar, IconCashPlus } from '@tabler/icons-react';
import { QueryErrorAlert } from '../../../../components/query-error-alert';
import { useViewer } from '../../../../hooks/use-viewer';
import { formatDateTime } from '../../../../lib/dates';
import { newIdempotencyKey } from '../../../../lib/idempotency-key';
import { showErrorToast, showInfoToast } from '../../../../lib/toast';
import { useAgent } from '../../api/get-agent';
import { useReverseWalletEntry } from '../../api/wallet-reverse-entry';
import { useWalletSummary } from '../../api/wallet-summary';
import { AdjustForm } from './adjust-form';
import { AgentTopUps } from './agent-top-ups';
import { TopUpForm } from './top-up-form';
import { signedMoney } from './wallet-format';
import { WalletLedger } from './wallet-ledger';
import { ReasonModal } from '../../../../components/reason-modal';
import { WalletStatement } from './wallet-statement';
import { WalletSummaryCards } from './wallet-summary-cards';

/** The one dialog the section has open. A reversal keeps its idempotency key for as long as its dialog is open. */
type WalletDialog = { kind: 'top-up' } | { kind: 'adjust' } | { kind: 'reverse'; entry: WalletEntry; key: string };

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={3} size="h5" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function SideDrawer({ opened, title, onClose, children }: { opened: boolean; title: string; onClose: () => void; children: ReactNode }) {
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="md" title={<Text fw={700} size="lg">{title}</Text>}>
      {children}
    </Drawer>
  );
}

function ReverseModal({ agentId, dialog, onClose }: { agentId: number; dialog: WalletDialog | undefined; onClose: () => void }) {
  const reverse = useReverseWalletEntry();
  const entry = dialog?.kind === 'reverse' ? dialog.entry : undefined;
  return (
    <ReasonModal
      opened={entry !== undefined}
      title={entry ? `Reverse ${signedMoney(entry.amount_paise)} of ${formatDateTime(entry.created_at)}?` : ''}
      explanation="A reversing entry of the opposite amount is added; the entry stays in the ledger, marked reversed. An entry is reversed once."
      label="Why is it reversed?"
      submitLabel="Reverse"
      pending={reverse.isPending}
      onClose={onClose}
      onSubmit={(reason, form) => {
        if (dialog?.kind !== 'reverse') return;
        reverse.mutate(
          { agentId, entryId: dialog.entry.id, body: { reason, idempotency_key: dialog.key } },
          {
            onSuccess: (answer) => {
              showInfoToast(`${signedMoney(answer.entry.amount_paise)} added to undo it.`, answer.replayed ? 'Already reversed' : 'Entry reversed');
              onClose();
            },
            onError: (error) => showErrorToast(form.showServerErrors(error).detail, 'Not reversed'),
          },
        );
      }}
    />
  );
}

function Actions({ canTopUp, canAdjust, onOpen }: { canTopUp: boolean; canAdjust: boolean; onOpen: (dialog: WalletDialog) => void }) {
  if (!canTopUp && !canAdjust) return null;
  return (
    <Group gap="sm">
      {canTopUp && (
        <Button leftSection={<IconCashPlus size={16} />} onClick={() => onOpen({ kind: 'top-up' })}>
          Record a top-up
        </Button>
      )}
      {canAdjust && (
        <Button variant="default" leftSection={<IconAdjustmentsDollar size={16} />} onClick={() => onOpen({ kind: 'adjust' })}>
          Adjust
        </Button>
      )}
    </Group>
  );
}

function Dialogs({ wallet, agencyName, dialog, onClose }: { wallet: WalletSummary; agencyName: string; dialog: WalletDialog | undefined; onClose: () => void }) {
  return (
    <>
      <SideDrawer opened={dialog?.kind === 'top-up'} title={`Record a top-up · ${agencyName}`} onClose={onClose}>
        {/* A fresh form, and so a fresh idempotency key, each time it opens. */}
        {dialog?.kind === 'top-up' && <TopUpForm agentId={wallet.agent_id} agencyName={agencyName} onDone={onClose} onCancel={onClose} />}
      </SideDrawer>
      <SideDrawer opened={dialog?.kind === 'adjust'} title={`Adjust the wallet · ${agencyName}`} onClose={onClose}>
        {dialog?.kind === 'adjust' && <AdjustForm wallet={wallet} agencyName={agencyName} onDone={onClose} onCancel={onClose} />}
      </SideDrawer>
      <ReverseModal agentId={wallet.agent_id} dialog={dialog} onClose={onClose} />
    </>
  );
}

/**
 * An agent's wallet on the agent's page: the balance and what is available, the top-up requests, the
 * ledger and the statement. Writes are offered by label (the server checks anyway): recording a
 * transfer to `wallet.adjust` and `payments.record`; adjusting, reversing and deciding top-ups to
 * `wallet.adjust`.
 */
export function WalletSection({ agentId }: { agentId: number }) {
  const { can } = useViewer();
  const summary = useWalletSummary(agentId);
  // The agent's page has loaded the agent already: its name comes from that cache.
  const agencyName = useAgent(agentId).data?.agency_name ?? 'the agency';
  const [dialog, setDialog] = useState<WalletDialog>();
  const canAdjust = can('wallet.adjust');
  const canTopUp = canAdjust || can('payments.record');

  if (summary.isPending) {
    return (
      <Stack gap="sm" aria-label="Loading the wallet" aria-busy>
        <Skeleton h={72} radius="md" />
        <Skeleton h={200} radius="md" />
      </Stack>
    );
  }
  if (summary.isError) return <QueryErrorAlert error={summary.error} what="the wallet" onRetry={() => void summary.refetch()} />;

  const onReverse = canAdjust ? (entry: WalletEntry) => setDialog({ kind: 'reverse', entry, key: newIdempotencyKey() }) : undefined;
  return (
    <Stack gap="lg">
      <Actions canTopUp={canTopUp} canAdjust={canAdjust} onOpen={setDialog} />
      <WalletSummaryCards wallet={summary.data} />
      <Part id="wallet-top-ups" title="Top-up requests">
        <AgentTopUps agentId={agentId} canDecide={canAdjust} />
      </Part>
      <Part id="wallet-ledger" title="Ledger">
        <WalletLedger agentId={agentId} onReverse={onReverse} />
      </Part>
      <Part id="wallet-statement" title="Statement">
        <WalletStatement agentId={agentId} agencyName={agencyName} />
      </Part>
      <Dialogs wallet={summary.data} agencyName={agencyName} dialog={dialog} onClose={() => setDialog(undefined)} />
    </Stack>
  );
}
