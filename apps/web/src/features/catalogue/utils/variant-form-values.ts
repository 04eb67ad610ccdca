import type { Variant } from '@ua/contracts';
import type { FieldErrors } from '../../../lib/field-errors';
import { parseRupees, rupeesText } from './money';

/** A variant as its row's boxes hold it: prices as the rupees typed, turned into paise only when sent. */
export type VariantFormValues = {
  name: string;
  cost: string;
  sell: string;
  currency: string;
  max_travellers: number | '';
  valid_from: string;
  valid_to: string;
  active: boolean;
};

export function variantFormValues(variant: Variant | undefined, today: string): VariantFormValues {
  return {
    name: variant?.name ?? '',
    cost: variant ? rupeesText(variant.cost_price_paise) : '',
    sell: variant ? rupeesText(variant.sell_price_paise) : '',
    currency: variant?.currency ?? 'INR',
    max_travellers: variant?.max_travellers ?? 2,
    valid_from: variant?.valid_from ?? today,
    valid_to: variant?.valid_to ?? '',
    active: variant?.active ?? true,
  };
}

const PRICE_MESSAGE = 'Enter rupees, e.g. 4500 or 4500.50';

/** The prices in paise, or the boxes that do not hold an amount. */
export function variantPrices(values: VariantFormValues): { cost: number | undefined; sell: number | undefined; errors: FieldErrors } {
  const cost = parseRupees(values.cost) ?? undefined;
  const sell = parseRupees(values.sell) ?? undefined;
  const errors: FieldErrors = {};
  if (cost === undefined) errors.cost_price_paise = values.cost.trim() ? PRICE_MESSAGE : 'Enter the cost price';
  if (sell === undefined) errors.sell_price_paise = values.sell.trim() ? PRICE_MESSAGE : 'Enter the sell price';
  return { cost, sell, errors };
}

/** The create request for the contract's schema; `allow_below_cost` only once the person has confirmed. */
export function variantCreateInput(productId: number, values: VariantFormValues, prices: { cost: number; sell: number }, allowBelowCost: boolean) {
  return {
    product_id: productId,
    name: values.name,
    cost_price_paise: prices.cost,
    sell_price_paise: prices.sell,
    currency: values.currency,
    max_travellers: values.max_travellers === '' ? null : values.max_travellers,
    valid_from: values.valid_from,
    valid_to: values.valid_to,
    active: values.active,
    allow_below_cost: allowBelowCost,
  };
}

/** What an edit changes, and only that: the server checks its rules on the variant as it would be after. */
export function variantChanges(variant: Variant, values: VariantFormValues, prices: { cost: number; sell: number }) {
  return {
    ...(values.name !== variant.name ? { name: values.name } : {}),
    ...(prices.cost !== variant.cost_price_paise ? { cost_price_paise: prices.cost } : {}),
    ...(prices.sell !== variant.sell_price_paise ? { sell_price_paise: prices.sell } : {}),
    ...(values.currency !== variant.currency ? { currency: values.currency } : {}),
    ...(values.max_travellers !== variant.max_travellers ? { max_travellers: values.max_travellers === '' ? null : values.max_travellers } : {}),
    ...(values.valid_from !== variant.valid_from ? { valid_from: values.valid_from } : {}),
    ...(values.valid_to !== variant.valid_to ? { valid_to: values.valid_to } : {}),
    ...(values.active !== variant.active ? { active: values.active } : {}),
  };
}
