import { useRef, useState } from 'react';
import { Alert, Button, Group, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { paymentRecordRequestSchema, type PaymentRecorded } from '@ua/contracts';
import { DayInput } from '../../../../components/day-input';
import { DrawerFormActions } from '../../../../components/drawer-form-actions';
import { RupeeInput } from '../../../../components/rupee-input';
import { newIdempotencyKey } from '../../../../lib/idempotency-key';
import { useContractForm } from '../../../../hooks/use-contract-form';
import { formatDay, todayIso } from '../../../../lib/dates';
import { formatMoney, rupeesText } from '../../../../lib/money';
import { showErrorToast, showInfoToast } from '../../../../lib/toast';
import { useRecordPayment } from '../../api/record-payment';
import { OLDEST_FIRST, amountErrors, initialRecordValues, recordInput, type RecordTarget, type RecordValues } from '../../utils/record-values';
import { MethodSelect } from '../common/method-select';

type RecordPaymentFormProps = { target: RecordTarget; onDone: (recorded: PaymentRecorded) => void; onCancel: () => void };

/**
 * Records money received, opened ready to save: the chosen due's open amount, by UPI, received today.
 * The form has one idempotency key from the moment it opens, kept through a retry and a double click,
 * so the payment is recorded once however often it is sent.
 */
export function RecordPaymentForm({ target, onDone, onCancel }: RecordPaymentFormProps) {
  const record = useRecordPayment();
  const [idempotencyKey] = useState(newIdempotencyKey);
  // The button shows it is busy only once React has drawn it; two clicks in one frame get this far both.
  const sending = useRef(false);
  const toInput = (values: RecordValues) => recordInput(values, target.bookingId, idempotencyKey);
  const { rootRef, ...form } = useContractForm<RecordValues>({
    initialValues: initialRecordValues(target, todayIso()),
    schema: paymentRecordRequestSchema,
    toInput,
    refine: amountErrors,
    fieldPaths: { amount_paise: 'amount', due_ids: 'due', booking_id: '', idempotency_key: '' },
  });
  const dueOptions = [{ value: OLDEST_FIRST, label: 'The oldest open dues first' }, ...target.dues.map((due) => ({ value: String(due.id), label: `${due.label}: ${formatMoney(due.open_paise, target.currency)} open, due ${formatDay(due.due_date)}` }))];

  const chooseDue = (value: string) => {
    const before = target.dues.find((due) => String(due.id) === form.values.due);
    const after = target.dues.find((due) => String(due.id) === value);
    form.setFieldValue('due', value);
    // The amount follows the due while it is still the one the form offered.
    if (after && (form.values.amount === '' || (before && form.values.amount === rupeesText(before.open_paise)))) form.setFieldValue('amount', rupeesText(after.open_paise));
  };

  const submit = (values: RecordValues) => {
    if (sending.current) return;
    const body = form.parse(paymentRecordRequestSchema, toInput(values));
    if (!body) return;
    sending.current = true;
    record.mutate(body, {
      onSuccess: (recorded) => {
        const amount = formatMoney(recorded.payment.amount_paise, target.currency);
        showInfoToast(`${amount} for ${target.bookingReference}: receipt ${recorded.payment.receipt_number}.`, recorded.replayed ? 'Already recorded' : 'Payment recorded');
        onDone(recorded);
      },
      onError: (error) => showErrorToast(form.showServerErrors(error).detail, 'Payment not recorded'),
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  // `submit` reads the in-flight ref, so it is bound when the form is submitted, not while rendering.
  return (
    <form ref={rootRef} noValidate onSubmit={(event) => form.handleSubmit(submit)(event)} aria-label={`Record a payment for ${target.bookingReference}`}>
      <Stack gap="md">
        <Select label="Towards" data={dueOptions} value={form.values.due} onChange={(value) => chooseDue(value ?? OLDEST_FIRST)} allowDeselect={false} error={form.error('due')} />
        <Group grow align="flex-start" gap="sm">
          <RupeeInput label="Amount received" required {...form.field('amount')} />
          <MethodSelect label="How it was paid" required {...form.field('method')} />
        </Group>
        <TextInput label="Reference" description="The UTR, cheque number or card slip: what finds it in the bank statement." {...form.getInputProps('reference')} />
        <DayInput label="Received on" required {...form.field('received_on')} />
        <Textarea label="Notes" autosize minRows={1} maxRows={4} {...form.getInputProps('notes')} />
        {form.refusal !== undefined && (
          <Alert color="red" variant="light" title="Not recorded">
            {form.refusal}
          </Alert>
        )}
        <Text size="xs" c="dimmed">
          It gets the next receipt number. A mistake is put right by reversing it, never by deleting.
        </Text>
        <DrawerFormActions>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={record.isPending} data-autofocus>
            Record payment
          </Button>
        </DrawerFormActions>
      </Stack>
    </form>
  );
}
