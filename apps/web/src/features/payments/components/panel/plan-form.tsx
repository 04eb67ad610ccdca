import { useId } from 'react';
import { Alert, Button, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { planRequestSchema, type BookingMoney } from '@ua/contracts';
import { DrawerFormActions } from '../../../../components/drawer-form-actions';
import { NumberField } from '../../../../components/number-field';
import { RupeeInput } from '../../../../components/rupee-input';
import { useContractForm } from '../../../../hooks/use-contract-form';
import { todayIso } from '../../../../lib/dates';
import { formatMoney } from '../../../../lib/money';
import { showErrorToast, showInfoToast } from '../../../../lib/toast';
import { useSetPlan } from '../../api/set-plan';
import { PLAN_FIELD_PATHS, initialPlanValues, planErrors, planInput, type PlanValues } from '../../utils/plan-values';
import { InstalmentRows } from './instalment-rows';

const KIND_OPTIONS = [
  { value: 'advance_balance', label: 'Advance and balance' },
  { value: 'instalments', label: 'Instalments' },
];
const ADVANCE_OPTIONS = [
  { value: 'percent', label: 'Percentage' },
  { value: 'amount', label: 'Amount' },
];

function Choice({ label, data, value, onChange }: { label: string; data: { value: string; label: string }[]; value: string; onChange: (value: string) => void }) {
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      <SegmentedControl aria-labelledby={labelId} data={data} value={value} onChange={onChange} fullWidth />
    </Stack>
  );
}

type PlanFormProps = { money: BookingMoney; onDone: () => void; onCancel: () => void };

/**
 * Sets the booking's payment plan: an advance (a percentage or an amount, due today) and the balance
 * some days before travel, or instalments of one's own making. It must add up to the booking's total;
 * the server's refusals (the gap, a paid due dropped) show at their boxes or above the buttons.
 */
export function PlanForm({ money, onDone, onCancel }: PlanFormProps) {
  const setPlan = useSetPlan();
  const today = todayIso();
  const bookingId = money.booking.id;
  const form = useContractForm<PlanValues>({
    initialValues: initialPlanValues(money, today),
    schema: planRequestSchema,
    toInput: (values) => planInput(values, bookingId),
    refine: planErrors,
    fieldPaths: PLAN_FIELD_PATHS,
  });
  const { values } = form;

  const submit = (current: PlanValues) => {
    const body = form.parse(planRequestSchema, planInput(current, bookingId));
    if (!body) return;
    setPlan.mutate(body, {
      onSuccess: (answer) => {
        showInfoToast(`${answer.dues.length} ${answer.dues.length === 1 ? 'due' : 'dues'} for ${answer.booking.reference}.`, money.plan ? 'Payment plan changed' : 'Payment plan set');
        onDone();
      },
      onError: (error) => showErrorToast(form.showServerErrors(error).detail, 'Plan not saved'),
    });
  };

  return (
    <form {...form.formProps(submit)} aria-label="Payment plan">
      <Stack gap="md">
        <Text size="sm">
          The plan adds up to the booking&rsquo;s total with taxes, <b>{formatMoney(money.total_paise, money.currency)}</b>.
        </Text>
        <Choice label="Kind of plan" data={KIND_OPTIONS} value={values.kind} onChange={(kind) => form.setFieldValue('kind', kind === 'instalments' ? 'instalments' : 'advance_balance')} />
        {values.kind === 'advance_balance' ? (
          <>
            <Choice label="Advance as" data={ADVANCE_OPTIONS} value={values.advance_as} onChange={(as) => form.setFieldValue('advance_as', as === 'amount' ? 'amount' : 'percent')} />
            {values.advance_as === 'percent' ? (
              <TextInput label="Advance (%)" description="Of the total, due today" inputMode="decimal" rightSection="%" w={220} {...form.getInputProps('advance_percent')} />
            ) : (
              <RupeeInput label="Advance" description="Due today" w={220} {...form.field('advance_amount')} />
            )}
            <NumberField label="Balance due (days before travel)" description="On the day, if that day has passed" min={0} max={365} allowDecimal={false} allowNegative={false} w={260} {...form.field('balance_days_before')} />
          </>
        ) : (
          <InstalmentRows form={form} dues={money.dues} totalPaise={money.total_paise} currency={money.currency} today={today} />
        )}
        {form.refusal !== undefined && (
          <Alert color="red" variant="light" title="Plan not saved">
            {form.refusal}
          </Alert>
        )}
        <DrawerFormActions>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={setPlan.isPending}>
            Save the plan
          </Button>
        </DrawerFormActions>
      </Stack>
    </form>
  );
}
