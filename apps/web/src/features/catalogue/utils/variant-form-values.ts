import { variantRuleIssues, type Variant } from '@ua/contracts';
import type { FieldErrors } from '../../../lib/field-errors';
import { numberFrom, type NumberText } from '../../../lib/typed-number';
import { parseRupees, rupeesText } from '../../../lib/money';

/** A variant as its row's boxes hold it: prices as the rupees typed, turned into paise only when sent. */
export type VariantFormValues = {
  name: string;
  cost: string;
  sell: string;
  currency: string;
  max_travellers: NumberText;
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

const travellers = (values: VariantFormValues) => numberFrom(values.max_travellers) ?? null;

type Prices = { cost: number | undefined; sell: number | undefined };

/** The create request for the contract's schema; `allow_below_cost` only once the person has confirmed. */
export function variantCreateInput(productId: number, values: VariantFormValues, prices: Prices, allowBelowCost: boolean) {
  return {
    product_id: productId,
    name: values.name,
    cost_price_paise: prices.cost,
    sell_price_paise: prices.sell,
    currency: values.currency,
    max_travellers: travellers(values),
    valid_from: values.valid_from,
    valid_to: values.valid_to,
    active: values.active,
    allow_below_cost: allowBelowCost,
  };
}

/** What an edit changes, and only that: the server checks its rules on the variant as it would be after. */
export function variantChanges(variant: Variant, values: VariantFormValues, prices: Prices) {
  return {
    ...(values.name !== variant.name ? { name: values.name } : {}),
    ...(prices.cost !== variant.cost_price_paise ? { cost_price_paise: prices.cost } : {}),
    ...(prices.sell !== variant.sell_price_paise ? { sell_price_paise: prices.sell } : {}),
    ...(values.currency !== variant.currency ? { currency: values.currency } : {}),
    ...(travellers(values) !== variant.max_travellers ? { max_travellers: travellers(values) } : {}),
    ...(values.valid_from !== variant.valid_from ? { valid_from: values.valid_from } : {}),
    ...(values.valid_to !== variant.valid_to ? { valid_to: values.valid_to } : {}),
    ...(values.active !== variant.active ? { active: values.active } : {}),
  };
}

/** What the row's schema checks: a new variant's request (below cost allowed: that question comes once the rest is right), or an edit's changes. */
export function variantRequestInput(productId: number, variant: Variant | undefined, values: VariantFormValues) {
  const prices = variantPrices(values);
  return variant ? variantChanges(variant, values, prices) : variantCreateInput(productId, values, prices, true);
}

/**
 * What the schema cannot see: rupees that are not an amount yet, and, for an edit, the variant's rules
 * on the record as it would be after it (the update schema checks each field alone).
 */
export function variantRuleErrors(variant: Variant | undefined, values: VariantFormValues): FieldErrors {
  const { cost, sell, errors } = variantPrices(values);
  if (cost === undefined || sell === undefined) return errors;
  if (!variant) return {};
  const issues = variantRuleIssues({ cost_price_paise: cost, sell_price_paise: sell, valid_from: values.valid_from, valid_to: values.valid_to, allow_below_cost: true });
  return Object.fromEntries(issues.map((issue) => [issue.path, issue.message]));
}
