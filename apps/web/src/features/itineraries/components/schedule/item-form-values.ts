import type { ItemUpdateRequest, ItineraryItem } from '@ua/contracts';
import type { FieldErrors } from '../../../../lib/field-errors';
import { parseRupees, rupeesText } from '../../../../lib/money';
import { numberFrom, type NumberText } from '../../../../lib/typed-number';
import type { ProductVariantChoice } from '../../../../entities/product/product-variant-picker';

/** The boxes an item's forms share: counts as typed, a time as HH:MM or nothing. */
type CommonValues = { quantity: NumberText; nights: NumberText; time: string; notes: string };

export type CatalogueItemValues = CommonValues & { choice: ProductVariantChoice };
export type FreeTextItemValues = CommonValues & { label: string; cost: string; sell: string };
export type ItemEditValues = CommonValues & { label: string; cost: string; sell: string };

const PRICE_MESSAGE = 'Enter rupees, e.g. 4500 or 4500.50';

export const newCatalogueItem = (): CatalogueItemValues => ({ choice: { productId: undefined, variantId: undefined }, quantity: 1, nights: 1, time: '', notes: '' });
export const newFreeTextItem = (): FreeTextItemValues => ({ label: '', cost: '', sell: '', quantity: 1, nights: 1, time: '', notes: '' });

const timeOf = (text: string) => (text.trim() === '' ? null : text.trim());
/** An emptied count box is not the default: NaN, for the schema to ask for the number. */
const countOf = (value: NumberText) => numberFrom(value) ?? Number.NaN;

/** The create request of a catalogue line; nights count only for a stay. */
export function catalogueItemInput(values: CatalogueItemValues, isStay: boolean) {
  return {
    variant_id: values.choice.variantId ?? null,
    quantity: countOf(values.quantity),
    nights: isStay ? countOf(values.nights) : 1,
    time: timeOf(values.time),
    notes: values.notes,
  };
}

/** What the schema cannot say of a catalogue line: with no variant it would ask for a free text's label and prices. */
export function catalogueItemErrors(values: CatalogueItemValues): FieldErrors {
  if (values.choice.variantId !== undefined) return {};
  return { variant_id: values.choice.productId === undefined ? 'Choose a product, then one of its variants' : 'Choose one of its variants' };
}

/** The create request of a free-text line: its own label and prices, typed in rupees. */
export function freeTextItemInput(values: FreeTextItemValues) {
  return {
    variant_id: null,
    label: values.label,
    unit_cost_paise: parseRupees(values.cost) ?? undefined,
    unit_sell_paise: parseRupees(values.sell) ?? undefined,
    quantity: countOf(values.quantity),
    nights: countOf(values.nights),
    time: timeOf(values.time),
    notes: values.notes,
  };
}

/** Rupees that are not an amount yet (the schema sees only that a price is missing). */
export function rupeeErrors(values: { cost: string; sell: string }): FieldErrors {
  const errors: FieldErrors = {};
  if (values.cost.trim() !== '' && parseRupees(values.cost) === null) errors.unit_cost_paise = PRICE_MESSAGE;
  if (values.sell.trim() !== '' && parseRupees(values.sell) === null) errors.unit_sell_paise = PRICE_MESSAGE;
  return errors;
}

export function itemEditValues(item: ItineraryItem): ItemEditValues {
  return {
    label: item.label,
    cost: rupeesText(item.unit_cost_paise),
    sell: rupeesText(item.unit_sell_paise),
    quantity: item.quantity,
    nights: item.nights,
    time: item.time ?? '',
    notes: item.notes,
  };
}

/**
 * What an edit changes, and only that. A price is sent only when its box changed, since a price sent
 * makes the line manual: a catalogue line whose prices are left alone keeps following its season.
 */
export function itemChanges(item: ItineraryItem, values: ItemEditValues): ItemUpdateRequest {
  const before = itemEditValues(item);
  const price = (typed: string) => (parseRupees(typed) ?? Number.NaN);
  return {
    ...(item.variant_id === null && values.label !== before.label ? { label: values.label } : {}),
    ...(values.cost.trim() !== before.cost ? { unit_cost_paise: price(values.cost) } : {}),
    ...(values.sell.trim() !== before.sell ? { unit_sell_paise: price(values.sell) } : {}),
    ...(countOf(values.quantity) !== item.quantity ? { quantity: countOf(values.quantity) } : {}),
    ...(countOf(values.nights) !== item.nights ? { nights: countOf(values.nights) } : {}),
    ...(timeOf(values.time) !== item.time ? { time: timeOf(values.time) } : {}),
    ...(values.notes !== before.notes ? { notes: values.notes } : {}),
  };
}

/** An edit's rupees must be amounts, and an empty price box is not "no price". */
export function itemEditErrors(values: ItemEditValues): FieldErrors {
  const errors = rupeeErrors(values);
  if (values.cost.trim() === '') errors.unit_cost_paise = 'Enter the cost';
  if (values.sell.trim() === '') errors.unit_sell_paise = 'Enter the sell price';
  return errors;
}
