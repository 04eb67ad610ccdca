import type { ReactNode } from 'react';
import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { SupplierBankDetailsView } from '@ua/contracts';
import { errorFor, type FieldErrors } from '../../../../lib/field-errors';
import type { BankMode, BankValues } from '../../utils/supplier-form-values';

type BankDetailsEditorProps = {
  /** What the server holds, as the viewer may see it (masked without payments.view). */
  stored: SupplierBankDetailsView | null;
  mode: BankMode;
  values: BankValues;
  onMode: (mode: BankMode) => void;
  onChange: (values: BankValues) => void;
  errors: FieldErrors;
  /** False for an editor without payments.view: the server refuses their change of bank details. */
  canChange: boolean;
};

const NEEDS_PAYMENTS_VIEW = 'Changing bank details needs the payments.view permission.';

/**
 * Bank details are kept as they are unless replaced or removed: a viewer who sees them masked cannot
 * send them back, so replacing them means typing them afresh.
 */
export function BankDetailsEditor({ stored, mode, values, onMode, onChange, errors, canChange }: BankDetailsEditorProps) {
  const field = (name: keyof BankValues) => errorFor(errors, `bank_details.${name}`);
  // A refusal of the details as a whole (supplier.bank_details_need_payments_view), not of one box.
  const refusal = errors.bank_details && (
    <Text c="red" size="xs" role="alert">
      {errors.bank_details}
    </Text>
  );
  const withRefusal = (content: ReactNode) =>
    refusal ? (
      <Stack gap={4}>
        {content}
        {refusal}
      </Stack>
    ) : (
      content
    );
  if (!canChange) {
    return (
      <Stack gap={4}>
        {stored ? (
          <Text size="sm">
            {stored.account_name}, {stored.bank_name}, account <Text span ff="monospace">{stored.account_number}</Text>
            {stored.ifsc ? ` (${stored.ifsc})` : ''}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            No bank details.
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {NEEDS_PAYMENTS_VIEW}
        </Text>
        {refusal}
      </Stack>
    );
  }
  if (mode === 'keep' && stored) {
    return withRefusal(
      <Group justify="space-between" align="center">
        <Text size="sm">
          {stored.account_name}, {stored.bank_name}, account <Text span ff="monospace">{stored.account_number}</Text>
          {stored.ifsc ? ` (${stored.ifsc})` : ''}
        </Text>
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={() => onMode('edit')}>
            Replace
          </Button>
          <Button variant="subtle" color="red" size="xs" onClick={() => onMode('none')}>
            Remove
          </Button>
        </Group>
      </Group>
    );
  }
  if (mode === 'none') {
    return withRefusal(
      <Group justify="space-between" align="center">
        <Text size="sm" c="dimmed">
          {stored ? 'The bank details will be removed when you save.' : 'No bank details.'}
        </Text>
        <Group gap="xs">
          {stored && (
            <Button variant="subtle" size="xs" onClick={() => onMode('keep')}>
              Keep them
            </Button>
          )}
          <Button variant="light" size="xs" onClick={() => onMode('edit')}>
            Add bank details
          </Button>
        </Group>
      </Group>
    );
  }
  return (
    <Stack gap="xs">
      {stored?.masked && (
        <Text size="xs" c="dimmed">
          The stored account number is masked for you: type the whole new details.
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        <TextInput label="Account name" required value={values.account_name} onChange={(event) => onChange({ ...values, account_name: event.currentTarget.value })} error={field('account_name')} />
        <TextInput label="Account number" required styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }} autoComplete="off" value={values.account_number} onChange={(event) => onChange({ ...values, account_number: event.currentTarget.value })} error={field('account_number')} />
        <TextInput label="IFSC" description="Indian accounts only" placeholder="HDFC0001234" styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }} value={values.ifsc} onChange={(event) => onChange({ ...values, ifsc: event.currentTarget.value })} error={field('ifsc')} />
        <TextInput label="Bank" required value={values.bank_name} onChange={(event) => onChange({ ...values, bank_name: event.currentTarget.value })} error={field('bank_name')} />
      </SimpleGrid>
      {refusal}
      <Group>
        <Button variant="subtle" color="gray" size="xs" onClick={() => onMode(stored ? 'keep' : 'none')}>
          {stored ? 'Keep the stored details' : 'No bank details'}
        </Button>
      </Group>
    </Stack>
  );
}
