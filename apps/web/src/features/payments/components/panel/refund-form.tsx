import { useRef, useState } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { refundRequestSchema, type ManualPaymentMethod, type Payment } from '@ua/contracts';
import { DayInput } from '../../../../components/day-input';
import { DrawerFormActions } from '../../../../components/drawer-form-actions';
import { RupeeInput } from '../../../../components/rupee-input';
import { newIdempotencyKey } from '../../../../lib/idempotency-key';
import { useContractForm } from '../../../../hooks/use-contract-form';
import { todayIso } from '../../../../lib/dates';
import { formatMoney, parseRupees, rupeesText } from '../../../../lib/money';
import { showErrorToast, showInfoToast } from '../../../../lib/toast';
import { useRefundPayment } from '../../api/refund-payment';
import { DEFAULT_METHOD } from '../../utils/payment-format';
import { amountErrors } from '../../utils/record-values';
import { MethodSelect } from '../common/method-select';

type RefundValues = { amount: string; method: ManualPaymentMethod; reference: string; refunded_on: string; reason: string };

type RefundFormProps = { payment: Payment; currency: string; onDone: () => void; onCancel: () => void };

/**
 * Records money paid back against a payment (a cancelled booking, money beyond the dues): up to what
 * is still refundable of it, with the reason. One idempotency key per opened form, as for a payment.
 */
export function RefundForm({ payment, currency, onDone, onCancel }: RefundFormProps) {
  const refund = useRefundPayment();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const sending = useRef(false);
  const toInput = ({ amount, ...rest }: RefundValues) => ({ ...rest, amount_paise: parseRupees(amount) ?? undefined, idempotency_key: idempotencyKey });
  const { rootRef, ...form } = useContractForm<RefundValues>({
    initialValues: { amount: rupeesText(payment.refundable_paise), method: payment.method === 'gateway' || payment.method === 'wallet' ? DEFAULT_METHOD : payment.method, reference: '', refunded_on: todayIso(), reason: '' },
    schema: refundRequestSchema,
    toInput,
    refine: amountErrors,
    fieldPaths: { amount_paise: 'amount', idempotency_key: '' },
  });

  const submit = (values: RefundValues) => {
    if (sending.current) return;
    const body = form.parse(refundRequestSchema, toInput(values));
    if (!body) return;
    sending.current = true;
    refund.mutate(
      { paymentId: payment.id, body },
      {
        onSuccess: (recorded) => {
          showInfoToast(`${formatMoney(recorded.payment.amount_paise, currency)} back: refund note ${recorded.payment.receipt_number}.`, recorded.replayed ? 'Already recorded' : 'Refund recorded');
          onDone();
        },
        onError: (error) => showErrorToast(form.showServerErrors(error).detail, 'Refund not recorded'),
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  // `submit` reads the in-flight ref, so it is bound when the form is submitted, not while rendering.
  return (
    <form ref={rootRef} noValidate onSubmit={(event) => form.handleSubmit(submit)(event)} aria-label={`Refund ${payment.receipt_number}`}>
      <Stack gap="md">
        <Text size="sm">
          Up to {formatMoney(payment.refundable_paise, currency)} of {payment.receipt_number} can still be refunded.
        </Text>
        <Group grow align="flex-start" gap="sm">
          <RupeeInput label="Amount refunded" required {...form.field('amount')} />
          <MethodSelect label="How it went back" required {...form.field('method')} />
        </Group>
        <TextInput label="Reference" description="The UTR or cheque number of the refund." {...form.getInputProps('reference')} />
        <DayInput label="Refunded on" required {...form.field('refunded_on')} />
        <TextInput label="Why" required placeholder="Booking cancelled by the customer" data-autofocus {...form.getInputProps('reason')} />
        {form.refusal !== undefined && (
          <Alert color="red" variant="light" title="Not recorded">
            {form.refusal}
          </Alert>
        )}
        <DrawerFormActions>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={refund.isPending}>
            Record the refund
          </Button>
        </DrawerFormActions>
      </Stack>
    </form>
  );
}
