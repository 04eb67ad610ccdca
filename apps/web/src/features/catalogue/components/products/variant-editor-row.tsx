import { useState, type KeyboardEvent } from 'react';
import { Alert, Button, Group, Select, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { VARIANT_MAX_TRAVELLERS, variantCreateRequestSchema, variantUpdateRequestSchema, type Variant } from '@ua/contracts';
import { NumberField } from '../../../../components/number-field';
import { useContractForm } from '../../../../hooks/use-contract-form';
import { showErrorToast, showInfoToast } from '../../../../lib/toast';
import { useCreateVariant } from '../../api/create-variant';
import { useUpdateVariant } from '../../api/update-variant';
import { formatMoney } from '../../../../lib/money';
import { formatSeason } from '../../utils/seasons';
import { variantChanges, variantCreateInput, variantFormValues, variantPrices, variantRequestInput, variantRuleErrors } from '../../utils/variant-form-values';
import { BelowCostModal } from './below-cost-modal';
import { RupeeInput } from '../../../../components/rupee-input';
import { DayInput } from '../../../../components/day-input';

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
  const form = useContractForm({
    initialValues: variantFormValues(variant, today),
    schema: variant ? variantUpdateRequestSchema : variantCreateRequestSchema,
    toInput: (values) => variantRequestInput(productId, variant, values),
    refine: (values) => variantRuleErrors(variant, values),
    // The prices are typed in rupees; a refusal about the product is about the whole row.
    fieldPaths: { cost_price_paise: 'cost', sell_price_paise: 'sell', product_id: '' },
  });
  const create = useCreateVariant();
  const update = useUpdateVariant();
  const [belowCost, setBelowCost] = useState<Prices | null>(null);
  const { values, rootRef } = form;
  const saving = create.isPending || update.isPending;
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

  /** Sends the row, once its values have passed the schema and the rules (`form.handleSubmit`). */
  const save = (allowBelowCost: boolean) => {
    const { cost, sell } = variantPrices(values);
    if (cost === undefined || sell === undefined) return;
    const both = { cost, sell };
    if (!variant) {
      const body = form.parse(variantCreateRequestSchema, variantCreateInput(productId, values, both, true));
      if (!body) return;
      if (sell < cost && !allowBelowCost) return setBelowCost(both);
      create.mutate({ ...body, allow_below_cost: allowBelowCost }, { onSuccess: (result) => saved(result, 'Variant added'), onError: failed });
      return;
    }
    const changes = variantChanges(variant, values, both);
    const body = form.parse(variantUpdateRequestSchema, changes);
    if (!body) return;
    if (Object.keys(changes).length === 0) return onDone();
    // A below-cost price confirmed before stays confirmed while the prices are left alone.
    const pricesTouched = 'cost_price_paise' in changes || 'sell_price_paise' in changes;
    if (pricesTouched && sell < cost && !allowBelowCost) return setBelowCost(both);
    update.mutate({ id: variant.id, changes: { ...body, allow_below_cost: allowBelowCost } }, { onSuccess: (result) => saved(result, 'Variant saved'), onError: failed });
  };
  const submit = form.handleSubmit(() => save(false));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onDone();
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement && event.target.type !== 'checkbox') {
      event.preventDefault();
      submit();
    }
  };

  return (
    <>
      <Table.Tr ref={rootRef} onKeyDown={onKeyDown} bg="teal.0" aria-label={variant ? `Editing ${variant.name}` : 'New variant'}>
        <Table.Td>
          <TextInput size="xs" aria-label="Variant name" placeholder="Deluxe room · breakfast" data-autofocus autoFocus {...form.getInputProps('name')} miw={180} />
        </Table.Td>
        <Table.Td>
          <RupeeInput size="xs" aria-label="Cost price in rupees" {...form.field('cost')} w={120} />
        </Table.Td>
        <Table.Td>
          <RupeeInput size="xs" aria-label="Sell price in rupees" {...form.field('sell')} w={120} />
        </Table.Td>
        <Table.Td ta="right">
          <Text size="sm" c={margin !== undefined && margin < 0 ? 'red.9' : 'dimmed'} aria-live="polite">
            {margin === undefined ? '—' : formatMoney(margin, values.currency)}
          </Text>
        </Table.Td>
        <Table.Td>
          <Select
            size="xs"
            aria-label="Currency"
            data={CURRENCIES.includes(values.currency) ? CURRENCIES : [values.currency, ...CURRENCIES]}
            value={values.currency}
            onChange={(currency) => currency && form.setFieldValue('currency', currency)}
            allowDeselect={false}
            error={form.error('currency')}
            w={86}
          />
        </Table.Td>
        <Table.Td>
          <NumberField size="xs" aria-label="Maximum travellers" min={1} max={VARIANT_MAX_TRAVELLERS} allowDecimal={false} allowNegative={false} {...form.field('max_travellers')} w={72} />
        </Table.Td>
        <Table.Td>
          <Stack gap={4}>
            <DayInput size="xs" aria-label="Valid from" {...form.field('valid_from')} w={150} />
            <DayInput size="xs" aria-label="Valid to" {...form.field('valid_to')} w={150} />
          </Stack>
        </Table.Td>
        <Table.Td>
          <Switch size="xs" aria-label="Active" label="Active" {...form.getInputProps('active', { type: 'checkbox' })} />
        </Table.Td>
        <Table.Td>
          <Group gap={6} wrap="nowrap">
            <Button size="xs" onClick={() => submit()} loading={saving && belowCost === null}>
              {variant ? 'Save' : 'Add'}
            </Button>
            <Button size="xs" variant="default" onClick={onDone}>
              Cancel
            </Button>
          </Group>
        </Table.Td>
      </Table.Tr>
      {form.refusal !== undefined && (
        <Table.Tr>
          <Table.Td colSpan={columns}>
            <Alert color="red" variant="light" py="xs">
              {form.refusal}
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
