import { useRef, useState } from 'react';
import { Alert, Button, Input, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { walletAdjustmentRequestSchema, type WalletSummary } from '@ua/contracts';
import { DrawerFormActions } from '../../../../components/drawer-form-actions';
import { RupeeInput } from '../../../../components/rupee-input';
import { useContractForm } from '../../../../hooks/use-contract-form';
import { newIdempotencyKey } from '../../../../lib/idempotency-key';
import { formatMoney, parseRupees } from '../../../../lib/money';
import { showErrorToast, showInfoToast } from '../../../../lib/toast';
import { useAdjustWallet } from '../../api/wallet-adjust';
import { amountErrors, signedMoney } from './wallet-format';

type Direction = 'credit' | 'debit';
type AdjustValues = { direction: Direction; amount: string; reason: string; reference: string };

const DIRECTIONS = [
  { value: 'credit', label: 'Credit (add)' },
  { value: 'debit', label: 'Debit (take off)' },
];

type AdjustFormProps = { wallet: WalletSummary; agencyName: string; onDone: () => void; onCancel: () => void };

/** The signed paise the values stand for: a debit goes negative. */
function signedPaise({ direction, amount }: AdjustValues): number | undefined {
  const paise = parseRupees(amount);
  if (paise === null) return undefined;
  return direction === 'debit' ? -paise : paise;
}

/**
 * A correction either way by a `wallet.adjust` holder, with the reason the agent will read on the
 * statement. A debit is held to the credit limit by the server; one idempotency key per opened form.
 */
export function AdjustForm({ wallet, agencyName, onDone, onCancel }: AdjustFormProps) {
  const adjust = useAdjustWallet();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const sending = useRef(false);
  const toInput = (values: AdjustValues) => ({ amount_paise: signedPaise(values), reason: values.reason, reference: values.reference, idempotency_key: idempotencyKey });
  const { rootRef, ...form } = useContractForm<AdjustValues>({
    initialValues: { direction: 'credit', amount: '', reason: '', reference: '' },
    schema: walletAdjustmentRequestSchema,
    toInput,
    refine: (values) => amountErrors(values.amount),
    fieldPaths: { amount_paise: 'amount', idempotency_key: '' },
  });

  const submit = (values: AdjustValues) => {
    if (sending.current) return;
    const body = form.parse(walletAdjustmentRequestSchema, toInput(values));
    if (!body) return;
    sending.current = true;
    adjust.mutate(
      { agentId: wallet.agent_id, body },
      {
        onSuccess: (answer) => {
          showInfoToast(`${signedMoney(answer.entry.amount_paise)} for ${agencyName}; the balance is ${formatMoney(answer.wallet.balance_paise)}.`, answer.replayed ? 'Already adjusted' : 'Wallet adjusted');
          onDone();
        },
        onError: (error) => showErrorToast(form.showServerErrors(error).detail, 'Not adjusted'),
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  return (
    <form ref={rootRef} noValidate onSubmit={(event) => form.handleSubmit(submit)(event)} aria-label={`Adjust the wallet of ${agencyName}`}>
      <Stack gap="md">
        <Input.Wrapper label="Direction" id="wallet-adjust-direction">
          <SegmentedControl fullWidth mt={4} data={DIRECTIONS} aria-labelledby="wallet-adjust-direction-label" value={form.values.direction} onChange={(value) => form.setFieldValue('direction', value === 'debit' ? 'debit' : 'credit')} />
        </Input.Wrapper>
        <RupeeInput label="Amount" required {...form.field('amount')} />
        <TextInput label="Reason" required description="The agent reads it on the statement." {...form.getInputProps('reason')} />
        <TextInput label="Reference" {...form.getInputProps('reference')} />
        <Text size="sm" c="dimmed">
          Available now: {formatMoney(wallet.available_paise)} (balance {formatMoney(wallet.balance_paise)}, credit limit {formatMoney(wallet.credit_limit_paise)}).
        </Text>
        {form.refusal !== undefined && (
          <Alert color="red" variant="light" title="Not adjusted">
            {form.refusal}
          </Alert>
        )}
        <DrawerFormActions>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={adjust.isPending}>
            Save adjustment
          </Button>
        </DrawerFormActions>
      </Stack>
    </form>
  );
}
