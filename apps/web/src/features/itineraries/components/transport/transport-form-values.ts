import type { TransportBasis, TransportCharge, TransportChargeUpdateRequest } from '@ua/contracts';
import type { ProductVariantChoice } from '../../../../entities/product/product-variant-picker';
import type { FieldErrors } from '../../../../lib/field-errors';
import { parseRupees, rupeesText } from '../../../../lib/money';
import { numberFrom, type NumberText } from '../../../../lib/typed-number';

export type TransportSource = 'catalogue' | 'free_text';

/** A transport charge as its form holds it: places by id, counts as typed, prices as rupees typed. */
export type TransportFormValues = {
  source: TransportSource;
  choice: ProductVariantChoice;
  label: string;
  fromPlace: number | undefined;
  toPlace: number | undefined;
  basis: TransportBasis;
  units: NumberText;
  vehicles: NumberText;
  cost: string;
  sell: string;
  notes: string;
};

const PRICE_MESSAGE = 'Enter rupees, e.g. 4500 or 4500.50';
const countOf = (value: NumberText) => numberFrom(value) ?? Number.NaN;

export function transportFormValues(charge?: TransportCharge): TransportFormValues {
  return {
    source: charge && charge.variant_id === null ? 'free_text' : 'catalogue',
    choice: { productId: undefined, variantId: charge?.variant_id ?? undefined },
    label: charge?.label ?? '',
    fromPlace: charge?.from_place?.id,
    toPlace: charge?.to_place?.id,
    basis: charge?.basis ?? 'trip',
    units: charge?.units ?? 1,
    vehicles: charge?.vehicles ?? 1,
    cost: charge ? rupeesText(charge.unit_cost_paise) : '',
    sell: charge ? rupeesText(charge.unit_sell_paise) : '',
    notes: charge?.notes ?? '',
  };
}

/** The create request: a vehicle variant (priced by the server from its season), or free text with its own prices. */
export function transportCreateInput(values: TransportFormValues) {
  const common = {
    from_place_id: values.fromPlace ?? null,
    to_place_id: values.toPlace ?? null,
    basis: values.basis,
    // A charge for the whole trip is one unit.
    units: values.basis === 'trip' ? 1 : countOf(values.units),
    vehicles: countOf(values.vehicles),
    notes: values.notes,
  };
  if (values.source === 'catalogue') return { ...common, variant_id: values.choice.variantId ?? null };
  return { ...common, variant_id: null, label: values.label, unit_cost_paise: parseRupees(values.cost) ?? undefined, unit_sell_paise: parseRupees(values.sell) ?? undefined };
}

/** What the schema cannot say: a catalogue charge needs its vehicle chosen; rupees must be amounts. */
export function transportCreateErrors(values: TransportFormValues): FieldErrors {
  if (values.source === 'catalogue') return values.choice.variantId === undefined ? { variant_id: 'Choose a vehicle, then one of its variants' } : {};
  const errors: FieldErrors = {};
  if (values.cost.trim() !== '' && parseRupees(values.cost) === null) errors.unit_cost_paise = PRICE_MESSAGE;
  if (values.sell.trim() !== '' && parseRupees(values.sell) === null) errors.unit_sell_paise = PRICE_MESSAGE;
  return errors;
}

/** What an edit changes, and only that; prices only when their boxes changed (they make the charge manual). */
export function transportChanges(charge: TransportCharge, values: TransportFormValues): TransportChargeUpdateRequest {
  const before = transportFormValues(charge);
  const units = values.basis === 'trip' ? 1 : countOf(values.units);
  const price = (typed: string) => parseRupees(typed) ?? Number.NaN;
  return {
    ...(charge.variant_id === null && values.label !== before.label ? { label: values.label } : {}),
    ...(values.fromPlace !== before.fromPlace ? { from_place_id: values.fromPlace ?? null } : {}),
    ...(values.toPlace !== before.toPlace ? { to_place_id: values.toPlace ?? null } : {}),
    ...(values.basis !== charge.basis ? { basis: values.basis } : {}),
    ...(units !== charge.units ? { units } : {}),
    ...(countOf(values.vehicles) !== charge.vehicles ? { vehicles: countOf(values.vehicles) } : {}),
    ...(values.cost.trim() !== before.cost ? { unit_cost_paise: price(values.cost) } : {}),
    ...(values.sell.trim() !== before.sell ? { unit_sell_paise: price(values.sell) } : {}),
    ...(values.notes !== before.notes ? { notes: values.notes } : {}),
  };
}

export function transportEditErrors(values: TransportFormValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, text, missing] of [
    ['unit_cost_paise', values.cost, 'Enter the cost'],
    ['unit_sell_paise', values.sell, 'Enter the sell price'],
  ] as const) {
    if (text.trim() === '') errors[key] = missing;
    else if (parseRupees(text) === null) errors[key] = PRICE_MESSAGE;
  }
  return errors;
}

/** What a unit is, for the units box. */
export const UNITS_LABEL: Record<Exclude<TransportBasis, 'trip'>, string> = { days: 'Days', km: 'Kilometres' };
