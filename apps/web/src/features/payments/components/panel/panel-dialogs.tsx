import type { ReactNode } from 'react';
import { Drawer, Text } from '@mantine/core';
import type { BookingMoney, Payment, PaymentDue } from '@ua/contracts';
import { formatMoney } from '../../../../lib/money';
import { showErrorToast, showInfoToast } from '../../../../lib/toast';
import { useReversePayment } from '../../api/reverse-payment';
import { useWaiveDue } from '../../api/waive-due';
import type { RecordTarget } from '../../utils/record-values';
import { RecordPaymentDrawer } from '../record/record-payment-drawer';
import { LinkForm } from './link-form';
import { PlanForm } from './plan-form';
import { ReasonModal } from '../../../../components/reason-modal';
import { RefundForm } from './refund-form';

/** The one dialog the panel has open, with what it is about. */
export type PanelDialog =
  | { kind: 'record'; target: RecordTarget }
  | { kind: 'plan' }
  | { kind: 'link'; due: PaymentDue }
  | { kind: 'waive'; due: PaymentDue }
  | { kind: 'reverse'; payment: Payment }
  | { kind: 'refund'; payment: Payment };

type PanelDialogsProps = { money: BookingMoney; dialog: PanelDialog | undefined; onClose: () => void; onChange: () => void };

function SideDrawer({ opened, title, onClose, children }: { opened: boolean; title: string; onClose: () => void; children: ReactNode }) {
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="md" title={<Text fw={700} size="lg">{title}</Text>}>
      {children}
    </Drawer>
  );
}

/** The panel's forms: each in a side drawer (or, for a reason alone, a small dialog) over the panel, which stays where it was. */
export function PanelDialogs({ money, dialog, onClose, onChange }: PanelDialogsProps) {
  const waive = useWaiveDue();
  const reverse = useReversePayment();
  const done = () => {
    onChange();
    onClose();
  };
  const { currency } = money;

  return (
    <>
      <RecordPaymentDrawer target={dialog?.kind === 'record' ? dialog.target : undefined} onClose={onClose} onRecorded={onChange} />
      <SideDrawer opened={dialog?.kind === 'plan'} title={money.plan ? 'Change the payment plan' : 'Set the payment plan'} onClose={onClose}>
        {dialog?.kind === 'plan' && <PlanForm money={money} onDone={done} onCancel={onClose} />}
      </SideDrawer>
      <SideDrawer opened={dialog?.kind === 'link'} title={dialog?.kind === 'link' ? `Payment link · ${dialog.due.label}` : ''} onClose={onClose}>
        {dialog?.kind === 'link' && <LinkForm key={dialog.due.id} money={money} due={dialog.due} onDone={done} onCancel={onClose} />}
      </SideDrawer>
      <SideDrawer opened={dialog?.kind === 'refund'} title={dialog?.kind === 'refund' ? `Refund ${dialog.payment.receipt_number}` : ''} onClose={onClose}>
        {dialog?.kind === 'refund' && <RefundForm key={dialog.payment.id} payment={dialog.payment} currency={currency} onDone={done} onCancel={onClose} />}
      </SideDrawer>
      <ReasonModal
        opened={dialog?.kind === 'waive'}
        title={dialog?.kind === 'waive' ? `Waive ${dialog.due.label}?` : ''}
        explanation={dialog?.kind === 'waive' ? `The customer will no longer owe the ${formatMoney(dialog.due.open_paise, currency)} still open of it.` : ''}
        label="Why is it waived?"
        submitLabel="Waive"
        pending={waive.isPending}
        onClose={onClose}
        onSubmit={(reason, form) => {
          if (dialog?.kind !== 'waive') return;
          waive.mutate(
            { dueId: dialog.due.id, reason },
            {
              onSuccess: () => {
                showInfoToast(`${dialog.due.label} is waived.`, 'Due waived');
                done();
              },
              onError: (error) => showErrorToast(form.showServerErrors(error).detail, 'Not waived'),
            },
          );
        }}
      />
      <ReasonModal
        opened={dialog?.kind === 'reverse'}
        title={dialog?.kind === 'reverse' ? `Reverse ${dialog.payment.receipt_number}?` : ''}
        explanation="It stays on record, marked reversed, and the dues it paid are owed again. Use it for a bounced cheque or a payment recorded by mistake."
        label="Why is it reversed?"
        submitLabel="Reverse"
        pending={reverse.isPending}
        onClose={onClose}
        onSubmit={(reason, form) => {
          if (dialog?.kind !== 'reverse') return;
          reverse.mutate(
            { paymentId: dialog.payment.id, reason },
            {
              onSuccess: () => {
                showInfoToast(`${dialog.payment.receipt_number} is reversed.`, 'Payment reversed');
                done();
              },
              onError: (error) => showErrorToast(form.showServerErrors(error).detail, 'Not reversed'),
            },
          );
        }}
      />
    </>
  );
}
