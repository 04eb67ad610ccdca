import { useState, type KeyboardEvent } from 'react';
import { Alert, Button, Group, NumberInput, Select, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { VARIANT_MAX_TRAVELLERS, variantCreateRequestSchema, variantRuleIssues, variantUpdateRequestSchema, type Variant } from '@ua/contracts';
import { useSchemaForm } from '../../../../hooks/use-schema-form';
import { errorFor } from '../../../../lib/field-errors';
import { showErrorToast, showInfoToast } from '../../../../lib/toast';
import { useCreateVariant } from '../../api/create-variant';
import { useUpdateVariant } from '../../api/update-variant';
import { formatMoney } from '../../utils/money';
import { formatSeason } from '../../utils/seasons';
import { variantChanges, variantCreateInput, variantFormValues, variantPrices } from '../../utils/variant-form-values';
import { BelowCostModal } from './below-cost-modal';
import { RupeeInput } from './rupee-input';

type VariantEditorRowProps = {
  productId: number;
  /** The variant to edit; none to add one. */
  variant?: Variant;
  today: string;
  columns: number;
  onDone: () => void;
};

const CURRENCIES = ['INR', 'USD', 'EUR', 'GBP', 'AED', 'THB', 'IDR', 'SGD'];

type Prices = { cost: number; sell: number };

/**
 * A variant's row turned into boxes, checked by the contracts' schemas. Selling below cost asks for an
 * explicit confirmation first; the server's refusals (an overlapping season …) show at their boxes.
 */
export function VariantEditorRow({ productId, variant, today, columns, onDone }: VariantEditorRowProps) {
  const form = useSchemaForm(variantFormValues(variant, today));
  const create = useCreateVariant();
  const update = useUpdateVariant();
  const [belowCost, setBelowCost] = useState<Prices | null>(null);
  const { values, errors, setValue } = form;
  const saving = create.isPending || update.isPending;
  const refusal = errorFor(errors, '') ?? errorFor(errors, 'product_id');
  const preview = variantPrices(values);
  const margin = preview.cost !== undefined && preview.sell !== undefined ? preview.sell - preview.cost : undefined;

  const saved = (result: Variant, verb: string) => {
    showInfoToast(`${result.name}, ${formatSeason(result.valid_from, result.valid_to)}, sells at ${formatMoney(result.sell_price_paise, result.currency)}.`, verb);
    setBelowCost(null);
    onDone();
  };
  const failed = (error: unknown) => {
    setBelowCost(null);
    showErrorToast(form.showServerErrors(error).detail, variant ? 'Variant not saved' : 'Variant not added');
  };

  const save = (allowBelowCost: boolean) => {
    const prices = variantPrices(values);
    if (prices.cost === undefined || prices.sell === undefined) {
      form.setErrors(prices.errors);
      return;
    }
    const both = { cost: prices.cost, sell: prices.sell };
    if (!variant) {
      // Every other rule first: the below-cost question comes once the rest is right.
      const body = form.validate(variantCreateRequestSchema, variantCreateInput(productId, values, both, true));
      if (!body) return;
      if (both.sell < both.cost && !allowBelowCost) return setBelowCost(both);
      create.mutate({ ...body, allow_below_cost: allowBelowCost }, { onSuccess: (result) => saved(result, 'Variant added'), onError: failed });
      return;
    }
    const changes = variantChanges(variant, values, both);
    const body = form.validate(variantUpdateRequestSchema, changes);
    if (!body) return;
    if (Object.keys(changes).length === 0) return onDone();
    const issues = variantRuleIssues({ cost_price_paise: both.cost, sell_price_paise: both.sell, valid_from: values.valid_from, valid_to: values.valid_to, allow_below_cost: true });
    if (issues.length > 0) return form.setErrors(Object.fromEntries(issues.map((issue) => [issue.path, issue.message])));
    // A below-cost price confirmed before stays confirmed while the prices are left alone.
    const pricesTouched = 'cost_price_paise' in changes || 'sell_price_paise' in changes;
    if (pricesTouched && both.sell < both.cost && !allowBelowCost) return setBelowCost(both);
    update.mutate({ id: variant.id, changes: { ...body, allow_below_cost: allowBelowCost } }, { onSuccess: (result) => saved(result, 'Variant saved'), onError: failed });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onDone();
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement && event.target.type !== 'checkbox') {
      event.preventDefault();
      save(false);
    }
  };

  return (
    <>
      <Table.Tr onKeyDown={onKeyDown} bg="teal.0" aria-label={variant ? `Editing ${variant.name}` : 'New variant'}>
        <Table.Td>
          <TextInput size="xs" aria-label="Variant name" placeholder="Deluxe room · breakfast" data-autofocus autoFocus value={values.name} onChange={(event) => setValue('name', event.currentTarget.value)} error={errorFor(errors, 'name')} miw={180} />
        </Table.Td>
        <Table.Td>
          <RupeeInput size="xs" aria-label="Cost price in rupees" value={values.cost} onChange={(cost) => setValue('cost', cost)} error={errorFor(errors, 'cost_price_paise')} w={120} />
        </Table.Td>
        <Table.Td>
          <RupeeInput size="xs" aria-label="Sell price in rupees" value={values.sell} onChange={(sell) => setValue('sell', sell)} error={errorFor(errors, 'sell_price_paise')} w={120} />
        </Table.Td>
        <Table.Td ta="right">
          <Text size="sm" c={margin !== undefined && margin < 0 ? 'red.7' : 'dimmed'} aria-live="polite">
            {margin === undefined ? '—' : formatMoney(margin, values.currency)}
          </Text>
        </Table.Td>
        <Table.Td>
          <Select
            size="xs"
            aria-label="Currency"
            data={CURRENCIES.includes(values.currency) ? CURRENCIES : [values.currency, ...CURRENCIES]}
            value={values.currency}
            onChange={(currency) => currency && setValue('currency', currency)}
            allowDeselect={false}
            error={errorFor(errors, 'currency')}
            w={86}
          />
        </Table.Td>
        <Table.Td>
          <NumberInput
            size="xs"
            aria-label="Maximum travellers"
            min={1}
            max={VARIANT_MAX_TRAVELLERS}
            allowDecimal={false}
            allowNegative={false}
            value={values.max_travellers}
            onChange={(value) => setValue('max_travellers', typeof value === 'number' ? value : '')}
            error={errorFor(errors, 'max_travellers')}
            w={72}
          />
        </Table.Td>
        <Table.Td>
          <Stack gap={4}>
            <TextInput size="xs" type="date" aria-label="Valid from" value={values.valid_from} onChange={(event) => setValue('valid_from', event.currentTarget.value)} error={errorFor(errors, 'valid_from')} w={150} />
            <TextInput size="xs" type="date" aria-label="Valid to" value={values.valid_to} onChange={(event) => setValue('valid_to', event.currentTarget.value)} error={errorFor(errors, 'valid_to')} w={150} />
          </Stack>
        </Table.Td>
        <Table.Td>
          <Switch size="xs" aria-label="Active" label="Active" checked={values.active} onChange={(event) => setValue('active', event.currentTarget.checked)} />
        </Table.Td>
        <Table.Td>
          <Group gap={6} wrap="nowrap">
            <Button size="xs" onClick={() => save(false)} loading={saving && belowCost === null}>
              {variant ? 'Save' : 'Add'}
            </Button>
            <Button size="xs" variant="default" onClick={onDone}>
              Cancel
            </Button>
          </Group>
        </Table.Td>
      </Table.Tr>
      {refusal !== undefined && (
        <Table.Tr>
          <Table.Td colSpan={columns}>
            <Alert color="red" variant="light" py="xs">
              {refusal}
            </Alert>
          </Table.Td>
        </Table.Tr>
      )}
      <BelowCostModal
        opened={belowCost !== null}
        variantName={values.name}
        cost={belowCost?.cost ?? 0}
        sell={belowCost?.sell ?? 0}
        currency={values.currency}
        saving={saving}
        onCancel={() => setBelowCost(null)}
        onConfirm={() => save(true)}
      />
    </>
  );
}
