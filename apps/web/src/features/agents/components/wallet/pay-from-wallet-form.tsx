import { useRef, useState } from 'react';
import { Alert, Button, Select, Stack, Text } from '@mantine/core';
import { walletPayRequestSchema, type WalletPayResponse, type WalletSummary } from '@ua/contracts';
import { DrawerFormActions } from '../../../../components/drawer-form-actions';
import { RupeeInput } from '../../../../components/rupee-input';
import { useContractForm } from '../../../../hooks/use-contract-form';
import { apiErrorOf } from '../../../../lib/api-error';
import { newIdempotencyKey } from '../../../../lib/idempotency-key';
import { formatMoney, parseRupees, rupeesText } from '../../../../lib/money';
import { showErrorToast, showInfoToast } from '../../../../lib/toast';
import { usePayFromWallet } from '../../api/wallet-pay';
import { amountErrors } from './wallet-format';

/** An open due of the booking, as the payments panel hands it in, oldest first. */
export type WalletPayDue = { id: number; label: string; open_paise: number };

/** `due` is a due's id, or OLDEST_FIRST: the oldest open dues first, as the server pays with none named. */
type PayValues = { amount: string; due: string };
const OLDEST_FIRST = 'oldest';

type PayFromWalletFormProps = {
  bookingId: number;
  agencyName: string;
  wallet: WalletSummary;
  dues: readonly WalletPayDue[];
  onDone: (answer: WalletPayResponse) => void;
  onCancel: () => void;
};

function payInput(values: PayValues, bookingId: number, idempotencyKey: string) {
  return {
    booking_id: bookingId,
    amount_paise: parseRupees(values.amount) ?? undefined,
    ...(values.due === OLDEST_FIRST ? {} : { due_ids: [Number(values.due)] }),
    idempotency_key: idempotencyKey,
  };
}

/**
 * Pays the booking's dues from the agent's wallet, opened ready to pay the next open due. Beyond the
 * available funds the server refuses it, and the form says so at the amount. One idempotency key per
 * opened form, so a retry pays once.
 */
export function PayFromWalletForm({ bookingId, agencyName, wallet, dues, onDone, onCancel }: PayFromWalletFormProps) {
  const pay = usePayFromWallet();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const sending = useRef(false);
  const toInput = (values: PayValues) => payInput(values, bookingId, idempotencyKey);
  const next = dues[0];
  const { rootRef, ...form } = useContractForm<PayValues>({
    initialValues: { amount: next ? rupeesText(next.open_paise) : '', due: OLDEST_FIRST },
    schema: walletPayRequestSchema,
    toInput,
    refine: (values) => amountErrors(values.amount),
    fieldPaths: { amount_paise: 'amount', due_ids: 'due', booking_id: '', idempotency_key: '' },
  });

  const chooseDue = (value: string) => {
    const before = dues.find((due) => String(due.id) === form.values.due) ?? (form.values.due === OLDEST_FIRST ? next : undefined);
    const after = dues.find((due) => String(due.id) === value);
    form.setFieldValue('due', value);
    // The amount follows the due while it is still the one the form offered.
    if (after && (form.values.amount === '' || (before && form.values.amount === rupeesText(before.open_paise)))) form.setFieldValue('amount', rupeesText(after.open_paise));
  };

  const submit = (values: PayValues) => {
    if (sending.current) return;
    const body = form.parse(walletPayRequestSchema, toInput(values));
    if (!body) return;
    sending.current = true;
    pay.mutate(
      { agentId: wallet.agent_id, body },
      {
        onSuccess: (answer) => {
          showInfoToast(`${formatMoney(answer.payment.amount_paise)} from the wallet of ${agencyName}: receipt ${answer.payment.receipt_number}.`, answer.replayed ? 'Already paid' : 'Paid from wallet');
          onDone(answer);
        },
        onError: (error) => {
          const refused = apiErrorOf(error);
          // Short of funds is about the amount: said there, where it can be changed.
          if (refused.code === 'wallet.insufficient_funds') form.setFieldError('amount', refused.detail);
          else showErrorToast(form.showServerErrors(error).detail, 'Not paid');
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  const dueOptions = [{ value: OLDEST_FIRST, label: 'The oldest open dues first' }, ...dues.map((due) => ({ value: String(due.id), label: `${due.label}: ${formatMoney(due.open_paise)} open` }))];
  return (
    <form ref={rootRef} noValidate onSubmit={(event) => form.handleSubmit(submit)(event)} aria-label={`Pay from the wallet of ${agencyName}`}>
      <Stack gap="md">
        <Text size="sm">
          Available in the wallet: <b>{formatMoney(wallet.available_paise)}</b> (balance {formatMoney(wallet.balance_paise)}, credit limit {formatMoney(wallet.credit_limit_paise)}).
        </Text>
        {dues.length > 0 && <Select label="Towards" data={dueOptions} value={form.values.due} onChange={(value) => chooseDue(value ?? OLDEST_FIRST)} allowDeselect={false} error={form.error('due')} />}
        <RupeeInput label="Amount" required data-autofocus {...form.field('amount')} />
        {form.refusal !== undefined && (
          <Alert color="red" variant="light" title="Not paid">
            {form.refusal}
          </Alert>
        )}
        <Text size="xs" c="dimmed">
          The wallet is debited and the payment recorded together, with the next receipt number.
        </Text>
        <DrawerFormActions>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={pay.isPending}>
            Pay from wallet
          </Button>
        </DrawerFormActions>
      </Stack>
    </form>
  );
}
