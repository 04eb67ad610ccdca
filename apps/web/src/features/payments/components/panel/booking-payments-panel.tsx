import { useState, type ComponentType, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { BookingMoney, PaymentDue } from '@ua/contracts';
import { IconCash } from '@tabler/icons-react';
import { QueryErrorAlert } from '../../../../components/query-error-alert';
import { useViewer } from '../../../../hooks/use-viewer';
import { refreshMoney, useBookingMoney } from '../../api/get-booking-money';
import type { RecordTarget } from '../../utils/record-values';
import { DuesTable, isOpenDue, type DueAction } from './dues-table';
import { LinksTable } from './links-table';
import { MailHistory } from './mail-history';
import { MoneyTotals } from './money-totals';
import { PanelDialogs, type PanelDialog } from './panel-dialogs';
import { PaymentsTable, type PaymentAction } from './payments-table';
import { PlanSummary } from './plan-summary';

/** What the panel hands a wallet's "Pay from wallet": the booking, its open dues, and what to call once paid. */
export type PayFromWalletSlot = ComponentType<{ bookingId: number; onPaid: () => void; dues: { id: number; label: string; open_paise: number }[] }>;

export type BookingPaymentsPanelProps = {
  bookingId: number;
  /** Paying from the agent's wallet, handed in by app/ (the agents feature draws it; nothing without an agent). */
  payFromWallet?: PayFromWalletSlot;
  /** Called after every write here: the booking's page refreshes what it shows of it (its timeline). */
  onChange?: () => void;
};

function Part({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Group justify="space-between" align="center" gap="xs">
        <Title order={3} size="h5" id={id}>
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Stack>
  );
}

/** Recording from a due (or, with none chosen, towards the oldest open dues first). */
function recordTarget(money: BookingMoney, due: PaymentDue | undefined): RecordTarget {
  return { bookingId: money.booking.id, bookingReference: money.booking.reference, currency: money.currency, dues: money.dues.filter(isOpenDue), dueId: due?.id };
}

/**
 * A booking's payments, for holders of payments.view: the totals, the plan, the dues, the payments
 * with their receipts, the payment links and the mails sent. Writes are offered to payments.record
 * (the server checks anyway); a cancelled booking takes no new plan, payment or link, only refunds
 * and reversals. The booking page shows it in its Payments section, handed in by app/.
 */
export function BookingPaymentsPanel({ bookingId, onChange = () => {}, payFromWallet: PayFromWallet }: BookingPaymentsPanelProps) {
  const { can } = useViewer();
  const queryClient = useQueryClient();
  const query = useBookingMoney(bookingId);
  const [dialog, setDialog] = useState<PanelDialog>();

  if (query.isPending) {
    return (
      <Stack gap="sm" aria-label="Loading the payments" aria-busy>
        <Skeleton h={72} radius="md" />
        <Skeleton h={160} radius="md" />
      </Stack>
    );
  }
  if (query.isError) return <QueryErrorAlert error={query.error} what="the payments" onRetry={() => void query.refetch()} />;

  const money = query.data;
  const canRecord = can('payments.record');
  const running = canRecord && money.booking.status !== 'cancelled';
  const hasOpen = money.dues.some(isOpenDue);
  const onDue = (action: DueAction, due: PaymentDue) => setDialog(action === 'record' ? { kind: 'record', target: recordTarget(money, due) } : { kind: action, due });
  const onPayment = (action: PaymentAction, payment: BookingMoney['payments'][number]) => setDialog({ kind: action, payment });

  return (
    <Stack gap="lg">
      <MoneyTotals money={money} />
      <Part id="payments-plan" title="Plan">
        <PlanSummary money={money} onEdit={running ? () => setDialog({ kind: 'plan' }) : undefined} />
      </Part>
      <Part
        id="payments-dues"
        title="Dues"
        action={
          running &&
          hasOpen && (
            <Group gap="xs">
              {PayFromWallet && (
                <PayFromWallet
                  bookingId={bookingId}
                  dues={money.dues.filter(isOpenDue)}
                  onPaid={() => {
                    void refreshMoney(queryClient, bookingId);
                    onChange();
                  }}
                />
              )}
              <Button size="compact-sm" leftSection={<IconCash size={14} />} onClick={() => setDialog({ kind: 'record', target: recordTarget(money, undefined) })}>
                Record a payment
              </Button>
            </Group>
          )
        }
      >
        {money.dues.length === 0 ? (
          <Text size="sm" c="dimmed">
            No dues yet: they follow from the plan.
          </Text>
        ) : (
          <DuesTable money={money} onAction={running ? onDue : undefined} />
        )}
      </Part>
      <Part id="payments-received" title="Payments and refunds">
        {money.payments.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nothing received yet.
          </Text>
        ) : (
          <PaymentsTable money={money} onAction={canRecord ? onPayment : undefined} onSent={onChange} />
        )}
      </Part>
      <Part id="payments-links" title="Payment links">
        {money.links.length === 0 ? (
          <Text size="sm" c="dimmed">
            No payment links yet{running && hasOpen ? ': make one from a due.' : '.'}
          </Text>
        ) : (
          <LinksTable money={money} canRecord={canRecord} onChange={onChange} />
        )}
      </Part>
      <Part id="payments-mails" title="Mails sent">
        <MailHistory bookingId={bookingId} />
      </Part>
      {canRecord && <PanelDialogs money={money} dialog={dialog} onClose={() => setDialog(undefined)} onChange={onChange} />}
    </Stack>
  );
}
