import { useRef, useState } from 'react';
import { Alert, Button, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { topUpRequestSchema, type TopUpWriteResponse } from '@ua/contracts';
import { DayInput } from '../../../../components/day-input';
import { DrawerFormActions } from '../../../../components/drawer-form-actions';
import { RupeeInput } from '../../../../components/rupee-input';
import { useContractForm } from '../../../../hooks/use-contract-form';
import { isIsoDay, todayIso } from '../../../../lib/dates';
import type { FieldErrors } from '../../../../lib/field-errors';
import { newIdempotencyKey } from '../../../../lib/idempotency-key';
import { formatMoney, parseRupees } from '../../../../lib/money';
import { showErrorToast, showInfoToast } from '../../../../lib/toast';
import { useRecordTopUp } from '../../api/wallet-record-top-up';
import { amountErrors } from './wallet-format';

type TopUpValues = { amount: string; bank_reference: string; received_on: string; notes: string };

type TopUpFormProps = { agentId: number; agencyName: string; onDone: (answer: TopUpWriteResponse) => void; onCancel: () => void };

/** Rules the contract cannot see: rupees that are not an amount yet, and a transfer received in the future. */
function topUpErrors(values: TopUpValues, today: string): FieldErrors {
  const errors = amountErrors(values.amount);
  if (isIsoDay(values.received_on) && values.received_on > today) errors.received_on = 'The transfer cannot have arrived after today';
  return errors;
}

/**
 * Records an agency's bank transfer as a top-up request: it credits the wallet only once a second
 * person approves it. The form keeps one idempotency key from the moment it opens, through a retry
 * and a double click, so the transfer is recorded once however often it is sent.
 */
export function TopUpForm({ agentId, agencyName, onDone, onCancel }: TopUpFormProps) {
  const record = useRecordTopUp();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [today] = useState(todayIso);
  // The button shows it is busy only once React has drawn it; two clicks in one frame get this far both.
  const sending = useRef(false);
  const toInput = ({ amount, ...rest }: TopUpValues) => ({ ...rest, amount_paise: parseRupees(amount) ?? undefined, idempotency_key: idempotencyKey });
  const { rootRef, ...form } = useContractForm<TopUpValues>({
    initialValues: { amount: '', bank_reference: '', received_on: today, notes: '' },
    schema: topUpRequestSchema,
    toInput,
    refine: (values) => topUpErrors(values, today),
    fieldPaths: { amount_paise: 'amount', idempotency_key: '' },
  });

  const submit = (values: TopUpValues) => {
    if (sending.current) return;
    const body = form.parse(topUpRequestSchema, toInput(values));
    if (!body) return;
    sending.current = true;
    record.mutate(
      { agentId, body },
      {
        onSuccess: (answer) => {
          showInfoToast(`${formatMoney(answer.top_up.amount_paise)} from ${agencyName} awaits approval by a second person.`, answer.replayed ? 'Already recorded' : 'Top-up recorded');
          onDone(answer);
        },
        onError: (error) => showErrorToast(form.showServerErrors(error).detail, 'Top-up not recorded'),
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  // `submit` reads the in-flight ref, so it is bound when the form is submitted, not while rendering.
  return (
    <form ref={rootRef} noValidate onSubmit={(event) => form.handleSubmit(submit)(event)} aria-label={`Record a top-up for ${agencyName}`}>
      <Stack gap="md">
        <RupeeInput label="Amount transferred" required data-autofocus {...form.field('amount')} />
        <TextInput label="Bank reference (UTR)" required description="What finds the transfer in the bank statement." {...form.getInputProps('bank_reference')} />
        <DayInput label="Received on" required {...form.field('received_on')} />
        <Textarea label="Notes" autosize minRows={1} maxRows={4} {...form.getInputProps('notes')} />
        {form.refusal !== undefined && (
          <Alert color="red" variant="light" title="Not recorded">
            {form.refusal}
          </Alert>
        )}
        <Text size="xs" c="dimmed">
          The wallet is credited once a holder of wallet approvals other than you approves it. Unapproved requests expire.
        </Text>
        <DrawerFormActions>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={record.isPending}>
            Record top-up
          </Button>
        </DrawerFormActions>
      </Stack>
    </form>
  );
}
