import type { GstMode, GstSupply, MarkupMode, TripHeading, TripHeadingCreateRequest, TripHeadingUpdateRequest } from '@ua/contracts';
import type { FieldErrors } from '../../../lib/field-errors';
import { parseRupees, rupeesText } from '../../../lib/money';
import { numberFrom, type NumberText } from '../../../lib/typed-number';

export type PlaceValue = { id: number; name: string };

/** The agent chosen, with what its box shows: the agency and its city. */
export type AgentValue = { id: number; agency_name: string; city: string };

/**
 * A trip heading as the form's boxes hold it: numbers as typed, the discount as the rupees typed and
 * the markup as the percentage typed, turned into paise and basis points only in the request.
 */
export type TripHeadingFormValues = {
  title: string;
  customer: { name: string; phone: string; email: string; whatsapp: string; city: string };
  /** The customer is on WhatsApp at their phone number: the WhatsApp number follows the phone. */
  whatsapp_same: boolean;
  start_date: string;
  nights: NumberText;
  travellers: { adults: NumberText; children_ages: NumberText[]; infants: NumberText };
  rooms: NumberText;
  starting_city_id: number | null;
  /** The places visited, in order, with their names for the chips. */
  places: PlaceValue[];
  owner_id: number | undefined;
  notes: string;
  agent: AgentValue | null;
  /** Asked only with an agent: without one the request says no, whatever the box last held. */
  agency_branding: boolean;
  pricing: { markup_mode: MarkupMode; markup_percent: string; discount: string; gst_mode: GstMode; gst_supply: GstSupply; overseas: boolean };
};

/** Where the request's fields show their errors when the form holds them otherwise. */
export const TRIP_FORM_FIELD_PATHS = {
  place_ids: 'places',
  'pricing.markup_bp': 'pricing.markup_percent',
  'pricing.discount_paise': 'pricing.discount',
  agent_id: 'agent',
} as const;

const PERCENT = /^(\d{1,4})(?:\.(\d{1,2}))?$/;

/** Basis points from a percentage as typed (`15`, `12.5`, `12.75 %`), digit by digit; null when it is not one. */
export function parsePercentBp(text: string): number | null {
  const match = PERCENT.exec(text.replace(/[%\s]/g, ''));
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** `12.5` for 1250 basis points. */
export function percentText(bp: number): string {
  const rest = bp % 100;
  return `${Math.trunc(bp / 100)}${rest === 0 ? '' : `.${String(rest).padStart(2, '0').replace(/0$/, '')}`}`;
}

/** The form for a new trip (`heading` absent, owned by `ownerId`), or for editing one. */
export function tripHeadingFormValues(heading: TripHeading | undefined, ownerId?: number): TripHeadingFormValues {
  const customer = heading?.customer ?? { name: '', phone: '', email: '', whatsapp: '', city: '' };
  const pricing = heading?.pricing;
  return {
    title: heading?.title ?? '',
    customer: { ...customer },
    whatsapp_same: heading ? customer.whatsapp !== '' && customer.whatsapp === customer.phone : true,
    start_date: heading?.start_date ?? '',
    nights: heading?.nights ?? '',
    travellers: heading ? { adults: heading.travellers.adults, children_ages: [...heading.travellers.children_ages], infants: heading.travellers.infants } : { adults: 2, children_ages: [], infants: 0 },
    rooms: heading?.rooms ?? 1,
    starting_city_id: heading?.starting_city?.id ?? null,
    places: heading?.places.map((place) => ({ id: place.id, name: place.name })) ?? [],
    owner_id: heading?.owner.id ?? ownerId,
    notes: heading?.notes ?? '',
    agent: heading?.agent ? { id: heading.agent.id, agency_name: heading.agent.agency_name, city: heading.agent.city } : null,
    agency_branding: heading?.agency_branding ?? false,
    pricing: {
      markup_mode: pricing?.markup_mode ?? 'sell_prices',
      markup_percent: pricing ? percentText(pricing.markup_bp) : '',
      discount: pricing && pricing.discount_paise > 0 ? rupeesText(pricing.discount_paise) : '',
      gst_mode: pricing?.gst_mode ?? 'package_5',
      gst_supply: pricing?.gst_supply ?? 'intra_state',
      overseas: pricing?.overseas ?? false,
    },
  };
}

/** An empty box means none: no discount, no markup. */
const markupBp = (values: TripHeadingFormValues) => (values.pricing.markup_percent.trim() === '' ? 0 : parsePercentBp(values.pricing.markup_percent));
const discountPaise = (values: TripHeadingFormValues) => (values.pricing.discount.trim() === '' ? 0 : parseRupees(values.pricing.discount));

/** What the schema cannot see: a markup or a discount that is not an amount yet. Keyed like the request. */
export function tripHeadingRefine(values: TripHeadingFormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (values.pricing.markup_mode === 'percent_on_cost' && markupBp(values) === null) errors['pricing.markup_bp'] = 'Enter the markup as a percentage, e.g. 15 or 12.5';
  if (discountPaise(values) === null) errors['pricing.discount_paise'] = 'Enter rupees, e.g. 2000 or 1500.50';
  return errors;
}

/** The create request, before the contract's schema checks and normalises it. */
export function tripHeadingCreateInput(values: TripHeadingFormValues): Record<Exclude<keyof TripHeadingCreateRequest, 'currency'>, unknown> {
  const { customer, travellers, pricing } = values;
  return {
    title: values.title,
    customer: { ...customer, whatsapp: values.whatsapp_same ? customer.phone : customer.whatsapp },
    start_date: values.start_date,
    nights: numberFrom(values.nights),
    travellers: { adults: numberFrom(travellers.adults), children_ages: travellers.children_ages.map(numberFrom), infants: numberFrom(travellers.infants) },
    rooms: numberFrom(values.rooms),
    starting_city_id: values.starting_city_id,
    place_ids: values.places.map((place) => place.id),
    owner_id: values.owner_id,
    notes: values.notes,
    agent_id: values.agent?.id ?? null,
    agency_branding: values.agent !== null && values.agency_branding,
    pricing: {
      markup_mode: pricing.markup_mode,
      // Kept as typed under "sell prices as they are", where it is not used, so switching back finds it.
      markup_bp: markupBp(values) ?? undefined,
      discount_paise: discountPaise(values) ?? undefined,
      gst_mode: pricing.gst_mode,
      gst_supply: pricing.gst_supply,
      overseas: pricing.overseas,
    },
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields whose values differ; an emptied box that stands for no value (the owner cleared) changes nothing. */
function changedFields<Shape extends Record<string, unknown>>(before: Shape, after: Shape): Partial<Shape> {
  return Object.fromEntries(Object.entries(after).filter(([key, value]) => value !== undefined && !same(value, before[key]))) as Partial<Shape>;
}

/**
 * What the edit changes, and only that: a PATCH leaves alone what someone else changed meanwhile. The
 * customer and the pricing rules go field by field; the travellers as a whole.
 */
export function tripHeadingChanges(heading: TripHeading, values: TripHeadingFormValues): Partial<Record<keyof TripHeadingUpdateRequest, unknown>> {
  const was = tripHeadingCreateInput(tripHeadingFormValues(heading));
  const now = tripHeadingCreateInput(values);
  // Under "sell prices as they are" the markup is not used: an unreadable leftover there changes nothing.
  if (values.pricing.markup_mode === 'sell_prices' && markupBp(values) === null) now.pricing = { ...(now.pricing as object), markup_bp: heading.pricing.markup_bp };
  const { customer, pricing, ...rest } = changedFields(was, now);
  const changes: Partial<Record<keyof TripHeadingUpdateRequest, unknown>> = { ...rest };
  if (customer !== undefined) changes.customer = changedFields(was.customer as Record<string, unknown>, customer as Record<string, unknown>);
  if (pricing !== undefined) changes.pricing = changedFields(was.pricing as Record<string, unknown>, pricing as Record<string, unknown>);
  return changes;
}

/**
 * What a change of nights does to the days, said before it is saved: more nights add empty days at
 * the end; fewer remove the last days, which the server allows only while they are empty.
 */
export function nightsChangeNote(before: number, after: number | undefined): string | undefined {
  if (after === undefined || !Number.isInteger(after) || after === before || after < 0) return undefined;
  const difference = Math.abs(after - before);
  if (after > before) return `${difference} ${difference === 1 ? 'day' : 'days'} will be added, empty, at the end of the trip.`;
  const removed = difference === 1 ? 'The last day will be removed. It must be empty' : `The last ${difference} days will be removed. They must be empty`;
  return `${removed}: move or remove their items first, or the change is refused.`;
}
