import { useRef } from 'react';
import { ActionIcon, Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { PaymentDue } from '@ua/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { DayInput } from '../../../../components/day-input';
import { RupeeInput } from '../../../../components/rupee-input';
import type { ContractForm } from '../../../../hooks/use-contract-form';
import { formatMoney } from '../../../../lib/money';
import { instalmentsSum, type PlanValues } from '../../utils/plan-values';

type InstalmentRowsProps = { form: ContractForm<PlanValues>; dues: readonly PaymentDue[]; totalPaise: number; currency: string; today: string };

/** "Adds up to ₹90,000 of ₹1,00,000: ₹10,000 missing", as the instalments are typed. */
function sumText(sum: number, total: number, currency: string): string {
  const head = `Adds up to ${formatMoney(sum, currency)} of ${formatMoney(total, currency)}`;
  if (sum === total) return `${head}.`;
  return sum < total ? `${head}: ${formatMoney(total - sum, currency)} missing.` : `${head}: ${formatMoney(sum - total, currency)} too much.`;
}

/**
 * The instalments of a plan: label, amount and date each, added and removed freely. A row kept from
 * the current plan keeps its due (and its payments); the server refuses dropping one that was paid into.
 */
export function InstalmentRows({ form, dues, totalPaise, currency, today }: InstalmentRowsProps) {
  const added = useRef(0);
  const rows = form.values.instalments;
  const sum = instalmentsSum(rows);
  const whole = form.errors.instalments;

  const addRow = () => {
    added.current += 1;
    form.insertListItem('instalments', { id: undefined, key: `new-${added.current}`, label: `Instalment ${rows.length + 1}`, amount: '', due_date: today });
  };

  return (
    <Stack gap="sm">
      {rows.map((row, index) => {
        const due = dues.find((candidate) => candidate.id === row.id);
        const name = row.label.trim() || `Instalment ${index + 1}`;
        return (
          <Paper key={row.key} withBorder radius="md" p="sm" component="fieldset" aria-label={name} style={{ margin: 0 }}>
            <Group align="flex-start" gap="xs" wrap="nowrap">
              <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" style={{ flex: 1 }}>
                <TextInput label="Label" required {...form.getInputProps(`instalments.${index}.label`)} />
                <RupeeInput
                  label="Amount"
                  required
                  value={row.amount}
                  onChange={(amount) => {
                    form.setFieldValue(`instalments.${index}.amount`, amount);
                    form.clearFieldError(`instalments.${index}.amount_paise`);
                  }}
                  error={form.error(`instalments.${index}.amount_paise`)}
                />
                <DayInput label="Due on" required value={row.due_date} onChange={(day) => form.setFieldValue(`instalments.${index}.due_date`, day)} error={form.error(`instalments.${index}.due_date`)} />
              </SimpleGrid>
              <ActionIcon variant="subtle" color="red" mt={26} aria-label={`Remove ${name}`} onClick={() => form.removeListItem('instalments', index)} disabled={rows.length === 1}>
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
            {due && due.paid_paise > 0 && (
              <Text size="xs" c="dimmed" mt={4}>
                {formatMoney(due.paid_paise, currency)} is paid on it: it stays, for no less than that.
              </Text>
            )}
          </Paper>
        );
      })}
      <Group justify="space-between" gap="sm">
        <Button variant="default" size="compact-sm" leftSection={<IconPlus size={14} />} onClick={addRow} disabled={rows.length >= 24}>
          Add an instalment
        </Button>
        <Text size="sm" c={sum === totalPaise ? 'teal.9' : 'orange.9'} fw={500} aria-live="polite">
          {sumText(sum, totalPaise, currency)}
        </Text>
      </Group>
      {whole !== undefined && (
        <Alert color="red" variant="light" p="sm">
          {whole}
        </Alert>
      )}
    </Stack>
  );
}
