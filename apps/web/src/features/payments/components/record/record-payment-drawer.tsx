import { Drawer, Text } from '@mantine/core';
import type { PaymentRecorded } from '@ua/contracts';
import type { RecordTarget } from '../../utils/record-values';
import { RecordPaymentForm } from './record-payment-form';

type RecordPaymentDrawerProps = { target: RecordTarget | undefined; onClose: () => void; onRecorded?: (recorded: PaymentRecorded) => void };

/** Recording a payment, from a due's row or the booking's panel, in a side drawer over the list, which stays where it was. */
export function RecordPaymentDrawer({ target, onClose, onRecorded }: RecordPaymentDrawerProps) {
  return (
    <Drawer opened={target !== undefined} onClose={onClose} position="right" size="md" title={<Text fw={700} size="lg">{target ? `Record a payment · ${target.bookingReference}` : ''}</Text>}>
      {/* A fresh form, and so a fresh idempotency key, each time it opens. */}
      {target && (
        <RecordPaymentForm
          key={`${target.bookingId}-${target.dueId ?? 'oldest'}`}
          target={target}
          onCancel={onClose}
          onDone={(recorded) => {
            onRecorded?.(recorded);
            onClose();
          }}
        />
      )}
    </Drawer>
  );
}
