import { z } from 'zod';
import { pageOf } from './common.ts';
import { bodyId, bodyIdList, isoDateField, multiLine, optionalLine, pageQuerySchema, queryId, queryList, querySearchText, singleLine } from './fields.ts';
import { agentStatusSchema } from './agents.ts';
import { MONEY_MAX_PAISE, PRODUCT_CATEGORY_TYPES, currencySchema } from './products.ts';
import { E164_PATTERN } from './suppliers.ts';

/**
 * Itineraries: the trip heading (the customer's enquiry), its days with items copied from catalogue
 * variants, transport charges, the pricing and taxes, and the frozen final versions the customer
 * sees. Paths are in itinerary-paths.ts.
 */

export const ITINERARY_AUDIT_ENTITY_TYPES = {
  itinerary: 'itinerary',
  finalItinerary: 'final_itinerary',
  customerLink: 'itinerary_customer_link',
} as const;

// ---------------------------------------------------------------- status

export const ITINERARY_STATUSES = ['draft', 'sent', 'accepted', 'booked', 'lost'] as const;
export type ItineraryStatus = (typeof ITINERARY_STATUSES)[number];
export const ITINERARY_STATUS_LABELS: Record<ItineraryStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  accepted: 'Accepted',
  booked: 'Booked',
  lost: 'Lost',
};

/**
 * The moves staff make by hand through the status call. `accepted` is reached by accepting a frozen
 * version, `booked` by the bookings area. Lost is possible at any point before booked; a lost trip
 * may be taken up again as a draft.
 */
export const MANUAL_STATUS_MOVES: Record<ItineraryStatus, readonly ItineraryStatus[]> = {
  draft: ['sent', 'lost'],
  sent: ['draft', 'lost'],
  accepted: ['lost'],
  booked: [],
  lost: ['draft'],
};

export const LOST_REASONS = ['price', 'dates', 'competitor', 'no_response', 'postponed', 'other'] as const;
export type LostReason = (typeof LOST_REASONS)[number];
export const LOST_REASON_LABELS: Record<LostReason, string> = {
  price: 'Price too high',
  dates: 'Dates did not work',
  competitor: 'Booked with someone else',
  no_response: 'No response',
  postponed: 'Trip postponed',
  other: 'Other',
};

// ---------------------------------------------------------------- pricing rules

/** `percent_on_cost`: each line sells at its cost plus the markup; `sell_prices`: the variants' sell prices as they are. */
export const MARKUP_MODES = ['sell_prices', 'percent_on_cost'] as const;
export type MarkupMode = (typeof MARKUP_MODES)[number];

/**
 * `package_5`: 5% on the whole package, no input credit (tour operator services, heading 9985).
 * `service_fee_18`: 18% on the service fee alone (the margin over the pass-through costs).
 */
export const GST_MODES = ['package_5', 'service_fee_18'] as const;
export type GstMode = (typeof GST_MODES)[number];
export const GST_MODE_LABELS: Record<GstMode, string> = {
  package_5: '5% on the package (no input credit)',
  service_fee_18: '18% on the service fee',
};

/** Same state as the company: CGST + SGST; another state: IGST. */
export const GST_SUPPLIES = ['intra_state', 'inter_state'] as const;
export type GstSupply = (typeof GST_SUPPLIES)[number];

/** Basis points: 100 = 1%. */
const basisPoints = (what: string, max: number) =>
  z
    .number(`Enter the ${what}`)
    .int(`Enter the ${what} in basis points (100 = 1%)`)
    .min(0, `The ${what} cannot be negative`)
    .max(max, `The ${what} is too high`);

const paiseField = (what: string) =>
  z
    .number(`Enter the ${what} in paise`)
    .int(`Enter the ${what} in whole paise`)
    .min(0, `The ${what} cannot be negative`)
    .max(MONEY_MAX_PAISE, `The ${what} is above ₹100 crore`);

// ---------------------------------------------------------------- heading

const phoneField = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s()-]/g, ''))
  .refine((value) => value === '' || E164_PATTERN.test(value), 'Enter the number with its country code, e.g. +919876543210');

export const MAX_TRIP_NIGHTS = 60;
export const MAX_TRAVELLERS = 99;
export const MAX_CHILD_AGE = 17;

export const customerSchema = z.object({
  name: singleLine('Enter the customer\u2019s name', 120),
  phone: phoneField.default(''),
  email: z
    .string()
    .trim()
    .max(254, 'Keep the email under 254 characters')
    .refine((value) => value === '' || z.email().safeParse(value).success, 'Enter a valid email address')
    .default(''),
  whatsapp: phoneField.default(''),
  city: optionalLine(80).default(''),
});
export type Customer = z.output<typeof customerSchema>;

export const travellersSchema = z
  .object({
    adults: z.number('Enter the adults').int().min(1, 'At least one adult travels').max(MAX_TRAVELLERS, `At most ${MAX_TRAVELLERS} adults`),
    children_ages: z
      .array(z.number('Enter each child\u2019s age').int('Enter whole years').min(2, 'Under 2 counts as an infant').max(MAX_CHILD_AGE, `From ${MAX_CHILD_AGE + 1} counts as an adult`))
      .max(MAX_TRAVELLERS, `At most ${MAX_TRAVELLERS} children`)
      .default([]),
    infants: z.number('Enter the infants').int().min(0).max(MAX_TRAVELLERS).default(0),
  })
  .meta({ id: 'Travellers' });
export type Travellers = z.output<typeof travellersSchema>;

export const pricingRulesSchema = z
  .object({
    markup_mode: z.enum(MARKUP_MODES, 'Choose how sell prices are made').default('sell_prices'),
    /** Used when `markup_mode` is `percent_on_cost`. */
    markup_bp: basisPoints('markup', 100_000).default(0),
    discount_paise: paiseField('discount').default(0),
    gst_mode: z.enum(GST_MODES, 'Choose how GST is charged').default('package_5'),
    gst_supply: z.enum(GST_SUPPLIES, 'Choose where the customer is').default('intra_state'),
    /** An overseas tour package: TCS is collected at the rate of the day. */
    overseas: z.boolean().default(false),
  })
  .meta({ id: 'PricingRules' });
export type PricingRules = z.output<typeof pricingRulesSchema>;

const headingFields = {
  title: singleLine('Give the trip a title, e.g. Kerala backwaters, 5 nights', 160),
  customer: customerSchema,
  start_date: isoDateField,
  nights: z.number('Enter the nights').int('Enter whole nights').min(0, 'Nights cannot be negative').max(MAX_TRIP_NIGHTS, `At most ${MAX_TRIP_NIGHTS} nights`),
  travellers: travellersSchema,
  rooms: z.number('Enter the rooms').int().min(0).max(MAX_TRAVELLERS),
  starting_city_id: bodyId('Choose the starting city').nullable(),
  place_ids: bodyIdList(30),
  currency: currencySchema,
  owner_id: bodyId('Choose the sales person'),
  notes: multiLine(4000),
  pricing: pricingRulesSchema,
  /** The B2B agent who brought the trip: an active one when first chosen. */
  agent_id: bodyId('Choose the agent').nullable(),
  /** The customer's page and PDF carry the agency's name instead of ours; only with an agent. */
  agency_branding: z.boolean('Say whether the customer sees the agency\u2019s name'),
};

/** A new trip from a customer's enquiry: its days are laid out empty, one per day of the stay. */
export const tripHeadingCreateRequestSchema = z.object({
  title: headingFields.title,
  customer: headingFields.customer,
  start_date: headingFields.start_date,
  nights: headingFields.nights,
  travellers: headingFields.travellers,
  rooms: headingFields.rooms.default(1),
  starting_city_id: headingFields.starting_city_id.default(null),
  place_ids: headingFields.place_ids.default([]),
  currency: headingFields.currency.default('INR'),
  /** The caller when not given. */
  owner_id: headingFields.owner_id.optional(),
  notes: headingFields.notes.default(''),
  pricing: headingFields.pricing.default({ markup_mode: 'sell_prices', markup_bp: 0, discount_paise: 0, gst_mode: 'package_5', gst_supply: 'intra_state', overseas: false }),
  agent_id: headingFields.agent_id.default(null),
  agency_branding: headingFields.agency_branding.default(false),
});
export type TripHeadingCreateRequest = z.input<typeof tripHeadingCreateRequestSchema>;

// A PATCH names only what changes: the fields go without their defaults, which would otherwise reset
// every customer field or pricing rule not named (Zod applies a default inside .partial()).
const customerFields = customerSchema.shape;
const customerPatchSchema = z
  .object({ name: customerFields.name, phone: customerFields.phone.unwrap(), email: customerFields.email.unwrap(), whatsapp: customerFields.whatsapp.unwrap(), city: customerFields.city.unwrap() })
  .partial();
const ruleFields = pricingRulesSchema.shape;
const pricingRulesPatchSchema = z
  .object({
    markup_mode: ruleFields.markup_mode.unwrap(),
    markup_bp: ruleFields.markup_bp.unwrap(),
    discount_paise: ruleFields.discount_paise.unwrap(),
    gst_mode: ruleFields.gst_mode.unwrap(),
    gst_supply: ruleFields.gst_supply.unwrap(),
    overseas: ruleFields.overseas.unwrap(),
  })
  .partial();

/**
 * Every field optional. Fewer nights drop trailing days only while they are empty; more append
 * empty days. A new start date moves every day with it (and prices them again).
 */
export const tripHeadingUpdateRequestSchema = z.object({
  title: headingFields.title.optional(),
  customer: customerPatchSchema.optional(),
  start_date: headingFields.start_date.optional(),
  nights: headingFields.nights.optional(),
  travellers: headingFields.travellers.optional(),
  rooms: headingFields.rooms.optional(),
  starting_city_id: headingFields.starting_city_id.optional(),
  place_ids: headingFields.place_ids.optional(),
  owner_id: headingFields.owner_id.optional(),
  notes: headingFields.notes.optional(),
  pricing: pricingRulesPatchSchema.optional(),
  /** Null takes the agent off (the agency's name must be off too); an agent kept may be on hold. */
  agent_id: headingFields.agent_id.optional(),
  agency_branding: headingFields.agency_branding.optional(),
});
export type TripHeadingUpdateRequest = z.input<typeof tripHeadingUpdateRequestSchema>;

export const itineraryStatusRequestSchema = z
  .object({
    status: z.enum(['draft', 'sent', 'lost'], 'Choose draft, sent or lost'),
    lost_reason: z.enum(LOST_REASONS, 'Choose why the trip was lost').optional(),
    lost_note: multiLine(1000).default(''),
  })
  .superRefine((value, ctx) => {
    if (value.status === 'lost' && !value.lost_reason) ctx.addIssue({ code: 'custom', path: ['lost_reason'], message: 'Choose why the trip was lost' });
  });
export type ItineraryStatusRequest = z.input<typeof itineraryStatusRequestSchema>;

const placeRefSchema = z.object({ id: z.number().int(), name: z.string() });
const staffRefSchema = z.object({ id: z.number().int(), name: z.string() });

/**
 * The agent of a trip as its heading shows it: the default commission (the quote's pricing has the
 * commission per category), and the agency's first contact, which the customer's page names when it
 * carries the agency's name. A frozen version keeps them as they were when it was frozen.
 */
export const tripAgentSchema = z
  .object({
    id: z.number().int(),
    agency_name: z.string(),
    city: z.string(),
    status: agentStatusSchema,
    commission_bp: z.number().int(),
    contact: z.object({ name: z.string(), phone: z.string().nullable(), email: z.string().nullable() }).nullable(),
  })
  .meta({ id: 'TripAgent' });
export type TripAgent = z.infer<typeof tripAgentSchema>;

export const tripHeadingSchema = z
  .object({
    id: z.number().int(),
    /** What the customer quotes back: UA-IT-00042. */
    reference: z.string(),
    title: z.string(),
    status: z.enum(ITINERARY_STATUSES),
    lost_reason: z.enum(LOST_REASONS).nullable(),
    lost_note: z.string(),
    customer: z.object({ name: z.string(), phone: z.string(), email: z.string(), whatsapp: z.string(), city: z.string() }),
    start_date: z.string(),
    /** The last day's date: start date plus nights. */
    end_date: z.string(),
    nights: z.number().int(),
    travellers: z.object({ adults: z.number().int(), children_ages: z.array(z.number().int()), infants: z.number().int() }),
    rooms: z.number().int(),
    starting_city: placeRefSchema.nullable(),
    places: z.array(placeRefSchema),
    currency: z.string(),
    owner: staffRefSchema,
    notes: z.string(),
    pricing: z.object({
      markup_mode: z.enum(MARKUP_MODES),
      markup_bp: z.number().int(),
      discount_paise: z.number().int(),
      gst_mode: z.enum(GST_MODES),
      gst_supply: z.enum(GST_SUPPLIES),
      overseas: z.boolean(),
    }),
    /** The B2B agent who brought the trip, if one did. */
    agent: tripAgentSchema.nullable(),
    /** The customer's page carries the agency's name (and its contact) instead of ours. */
    agency_branding: z.boolean(),
    /** The version the customer accepted, if any. */
    accepted_version: z.number().int().nullable(),
    /** How many versions have been frozen. */
    latest_version: z.number().int().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'TripHeading' });
export type TripHeading = z.infer<typeof tripHeadingSchema>;

/** One row of the list: the heading and the total the customer would pay now. */
export const tripSummarySchema = tripHeadingSchema
  .pick({ id: true, reference: true, title: true, status: true, customer: true, start_date: true, end_date: true, nights: true, currency: true, owner: true, places: true, latest_version: true, accepted_version: true, updated_at: true })
  .extend({ total_paise: z.number().int(), travellers_count: z.number().int() })
  .meta({ id: 'TripSummary' });
export type TripSummary = z.infer<typeof tripSummarySchema>;
export const tripSummaryPageSchema = pageOf(tripSummarySchema);

export const ITINERARY_ORDERINGS = ['-updated', 'start_date', '-start_date', 'customer'] as const;
/** A calendar month: YYYY-MM. */
const monthField = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use YYYY-MM');
export const tripListQuerySchema = pageQuerySchema.extend({
  search: querySearchText,
  status: queryList(z.enum(ITINERARY_STATUSES)).optional(),
  owner: queryId.optional(),
  /** Trips whose start date falls in this month: YYYY-MM. */
  travel_month: monthField.optional(),
  /** Trips first quoted (their version 1 frozen) in this month or later, in India's calendar: YYYY-MM. */
  quoted_from: monthField.optional(),
  /** Trips first quoted in this month or earlier, in India's calendar: YYYY-MM. */
  quoted_to: monthField.optional(),
  /** Trips that visit this place (or a place inside it). */
  place: queryId.optional(),
  /** Trips this agent brought. */
  agent: queryId.optional(),
  ordering: z.enum(ITINERARY_ORDERINGS).default('-updated'),
});
export type TripListQuery = z.input<typeof tripListQuerySchema>;

// ---------------------------------------------------------------- days and items

export const MAX_DAY_ITEMS = 40;
export const MAX_ITEM_QUANTITY = 999;

/** A time of day, local to the day's place: HH:MM, 24-hour. */
export const localTimeField = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter the time as HH:MM, e.g. 09:30')
  .nullable();

export const dayCreateRequestSchema = z.object({
  /** Insert before this day; the new day takes its date and later days move a day on. Absent: added at the end. */
  before_day_id: bodyId('Choose a day').optional(),
  place_id: bodyId('Choose the place').nullable().default(null),
  title: optionalLine(160).default(''),
  notes: multiLine(2000).default(''),
});
export type DayCreateRequest = z.input<typeof dayCreateRequestSchema>;

export const dayUpdateRequestSchema = z.object({
  place_id: bodyId('Choose the place').nullable().optional(),
  title: optionalLine(160).optional(),
  notes: multiLine(2000).optional(),
});
export type DayUpdateRequest = z.input<typeof dayUpdateRequestSchema>;

export const dayOrderRequestSchema = z.object({ day_ids: bodyIdList(MAX_TRIP_NIGHTS + 1).min(1, 'Give every day of the trip') });
export const itemOrderRequestSchema = z.object({ item_ids: bodyIdList(MAX_DAY_ITEMS).min(1, 'Give every item of the day') });

const quantityField = z.number('Enter the quantity').int('Enter a whole quantity').min(1, 'At least 1').max(MAX_ITEM_QUANTITY, `At most ${MAX_ITEM_QUANTITY}`);

/**
 * An item is a catalogue variant (name, supplier and prices copied on), or free text with its own
 * prices. `quantity` is rooms for a stay, vehicles for a transfer, people for an activity (one line
 * per age band: the adult and the child variant); `nights` is for stays, which show on each of
 * their days but are one item.
 */
export const itemCreateRequestSchema = z
  .object({
    variant_id: bodyId('Choose the variant').nullable().default(null),
    /** Free text only: what it is, and its prices per unit. */
    label: optionalLine(160).default(''),
    unit_cost_paise: paiseField('cost').optional(),
    unit_sell_paise: paiseField('sell price').optional(),
    quantity: quantityField.default(1),
    nights: z.number().int().min(1, 'At least one night').max(MAX_TRIP_NIGHTS, `At most ${MAX_TRIP_NIGHTS} nights`).default(1),
    time: localTimeField.default(null),
    notes: multiLine(1000).default(''),
  })
  .superRefine((item, ctx) => {
    if (item.variant_id !== null) return;
    if (item.label === '') ctx.addIssue({ code: 'custom', path: ['label'], message: 'Describe the item, or choose a variant from the catalogue' });
    if (item.unit_cost_paise === undefined) ctx.addIssue({ code: 'custom', path: ['unit_cost_paise'], message: 'Enter the cost of a free-text item' });
    if (item.unit_sell_paise === undefined) ctx.addIssue({ code: 'custom', path: ['unit_sell_paise'], message: 'Enter the sell price of a free-text item' });
  });
export type ItemCreateRequest = z.input<typeof itemCreateRequestSchema>;

/** Prices given here override the copied ones (the item then counts as priced by hand). */
export const itemUpdateRequestSchema = z.object({
  label: optionalLine(160).optional(),
  unit_cost_paise: paiseField('cost').optional(),
  unit_sell_paise: paiseField('sell price').optional(),
  quantity: quantityField.optional(),
  nights: z.number().int().min(1).max(MAX_TRIP_NIGHTS).optional(),
  time: localTimeField.optional(),
  notes: multiLine(1000).optional(),
});
export type ItemUpdateRequest = z.input<typeof itemUpdateRequestSchema>;

export const itemMoveRequestSchema = z.object({
  day_id: bodyId('Choose the day'),
  /** 1-based place among the day's items; the end when absent. */
  position: z.number().int().min(1).max(MAX_DAY_ITEMS).optional(),
});

/**
 * Where an item's unit price came from: the variant's season covering the day (`season`), staff's
 * own figure (`manual`, and every free-text item), or nothing: no season of the variant covers the
 * date (`no_season`), and the line counts as zero until it is priced.
 */
export const PRICE_SOURCES = ['season', 'manual', 'no_season'] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];

export const itineraryItemSchema = z
  .object({
    id: z.number().int(),
    day_id: z.number().int(),
    position: z.number().int(),
    variant_id: z.number().int().nullable(),
    product_id: z.number().int().nullable(),
    category: z.enum(PRODUCT_CATEGORY_TYPES).nullable(),
    /** Product name for a catalogue item, the label for free text. */
    label: z.string(),
    variant_name: z.string().nullable(),
    supplier: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    quantity: z.number().int(),
    nights: z.number().int(),
    /** The dates the item covers: one, or each night of a stay. */
    first_date: z.string(),
    last_date: z.string(),
    time: z.string().nullable(),
    notes: z.string(),
    price_source: z.enum(PRICE_SOURCES),
    /** The season the price came from. */
    season: z.object({ valid_from: z.string(), valid_to: z.string() }).nullable(),
    unit_cost_paise: z.number().int(),
    unit_sell_paise: z.number().int(),
    /** Per unit per night times quantity and nights, after the trip's markup rule. */
    cost_paise: z.number().int(),
    sell_paise: z.number().int(),
  })
  .meta({ id: 'ItineraryItem' });
export type ItineraryItem = z.infer<typeof itineraryItemSchema>;

export const itineraryDaySchema = z
  .object({
    id: z.number().int(),
    day_number: z.number().int(),
    date: z.string(),
    place: placeRefSchema.nullable(),
    title: z.string(),
    notes: z.string(),
    items: z.array(itineraryItemSchema),
    /** Stays that began on an earlier day and cover this night too (shown, not counted again). */
    continuing_stays: z.array(z.object({ item_id: z.number().int(), label: z.string(), night: z.number().int(), nights: z.number().int() })),
  })
  .meta({ id: 'ItineraryDay' });
export type ItineraryDay = z.infer<typeof itineraryDaySchema>;

// ---------------------------------------------------------------- transport charges

export const TRANSPORT_BASES = ['trip', 'days', 'km'] as const;
export type TransportBasis = (typeof TRANSPORT_BASES)[number];

export const transportChargeCreateRequestSchema = z
  .object({
    variant_id: bodyId('Choose the vehicle').nullable().default(null),
    label: optionalLine(160).default(''),
    from_place_id: bodyId('Choose where it starts').nullable().default(null),
    to_place_id: bodyId('Choose where it ends').nullable().default(null),
    /** For the whole trip, per day, or per kilometre; `units` counts the days or kilometres. */
    basis: z.enum(TRANSPORT_BASES, 'Choose trip, days or kilometres').default('trip'),
    units: z.number().int().min(1, 'At least 1').max(100_000, 'Too many units').default(1),
    vehicles: quantityField.default(1),
    unit_cost_paise: paiseField('cost').optional(),
    unit_sell_paise: paiseField('sell price').optional(),
    notes: multiLine(1000).default(''),
  })
  .superRefine((charge, ctx) => {
    if (charge.variant_id !== null) return;
    if (charge.label === '') ctx.addIssue({ code: 'custom', path: ['label'], message: 'Describe the vehicle, or choose one from the catalogue' });
    if (charge.unit_cost_paise === undefined) ctx.addIssue({ code: 'custom', path: ['unit_cost_paise'], message: 'Enter the cost' });
    if (charge.unit_sell_paise === undefined) ctx.addIssue({ code: 'custom', path: ['unit_sell_paise'], message: 'Enter the sell price' });
  });
export type TransportChargeCreateRequest = z.input<typeof transportChargeCreateRequestSchema>;

export const transportChargeUpdateRequestSchema = z.object({
  label: optionalLine(160).optional(),
  from_place_id: bodyId('Choose where it starts').nullable().optional(),
  to_place_id: bodyId('Choose where it ends').nullable().optional(),
  basis: z.enum(TRANSPORT_BASES).optional(),
  units: z.number().int().min(1).max(100_000).optional(),
  vehicles: quantityField.optional(),
  unit_cost_paise: paiseField('cost').optional(),
  unit_sell_paise: paiseField('sell price').optional(),
  notes: multiLine(1000).optional(),
});
export type TransportChargeUpdateRequest = z.input<typeof transportChargeUpdateRequestSchema>;

export const transportChargeSchema = z
  .object({
    id: z.number().int(),
    position: z.number().int(),
    variant_id: z.number().int().nullable(),
    label: z.string(),
    variant_name: z.string().nullable(),
    supplier: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    from_place: placeRefSchema.nullable(),
    to_place: placeRefSchema.nullable(),
    basis: z.enum(TRANSPORT_BASES),
    units: z.number().int(),
    vehicles: z.number().int(),
    notes: z.string(),
    price_source: z.enum(PRICE_SOURCES),
    season: z.object({ valid_from: z.string(), valid_to: z.string() }).nullable(),
    unit_cost_paise: z.number().int(),
    unit_sell_paise: z.number().int(),
    cost_paise: z.number().int(),
    sell_paise: z.number().int(),
  })
  .meta({ id: 'TransportCharge' });
export type TransportCharge = z.infer<typeof transportChargeSchema>;
export const transportChargeListSchema = z.object({ results: z.array(transportChargeSchema) });

// ---------------------------------------------------------------- pricing

const taxLineSchema = z.object({ name: z.enum(['CGST', 'SGST', 'IGST']), rate_bp: z.number().int(), amount_paise: z.number().int() });

/** A line's category for commission: the product's category; a free-text item is `other` (the agent's default rate). */
export const COMMISSION_CATEGORIES = [...PRODUCT_CATEGORY_TYPES, 'other'] as const;
export type CommissionCategory = (typeof COMMISSION_CATEGORIES)[number];

/**
 * The agent's commission on the quote, for staff. Each category's base is what the customer pays
 * for its lines before tax: their sell prices with the trip's discount shared out in proportion
 * (the bases add up to the package price exactly). Each base earns its category's rate, else the
 * agent's default, rounded half up per category.
 */
export const agentCommissionSchema = z
  .object({
    agency_name: z.string(),
    commission_paise: z.number().int(),
    by_category: z.array(z.object({ category: z.enum(COMMISSION_CATEGORIES), base_paise: z.number().int(), commission_bp: z.number().int(), commission_paise: z.number().int() })),
  })
  .meta({ id: 'AgentCommission' });
export type AgentCommission = z.infer<typeof agentCommissionSchema>;

/**
 * The trip's price. Rounding, one rule everywhere: every percentage of an amount is taken in whole
 * paise, half up; CGST and SGST are each taken at their own rate (so the two always match); the
 * total is rounded to the rupee (half up) with the difference shown as `round_off_paise`.
 */
export const pricingSchema = z
  .object({
    currency: z.string(),
    cost_paise: z.number().int(),
    /** The lines' sell prices, before the discount. */
    sell_paise: z.number().int(),
    discount_paise: z.number().int(),
    /** Sell after the discount: what GST is reckoned on in the 5% mode. */
    package_paise: z.number().int(),
    margin_paise: z.number().int(),
    /** Margin over the package price, in basis points; null when the package is free. */
    margin_bp: z.number().int().nullable(),
    gst: z.object({ mode: z.enum(GST_MODES), supply: z.enum(GST_SUPPLIES), base_paise: z.number().int(), lines: z.array(taxLineSchema), total_paise: z.number().int() }),
    tcs: z.object({
      applies: z.boolean(),
      /** The rule of the rate table used, kept with every quote (rates change by finance act). */
      rule: z.string().nullable(),
      rate_bp: z.number().int(),
      base_paise: z.number().int(),
      amount_paise: z.number().int(),
    }),
    round_off_paise: z.number().int(),
    /** What the customer pays: package, GST, TCS and round-off. */
    total_paise: z.number().int(),
    /** The date the tax rates were taken for. */
    priced_on: z.string(),
    /** Lines whose date no season covers, counted at zero. */
    unpriced_lines: z.number().int(),
    /** The agent's commission at its rates; null for a trip no agent brought. Never on the customer's page. */
    agent_commission: agentCommissionSchema.nullable(),
  })
  .meta({ id: 'ItineraryPricing' });
export type ItineraryPricing = z.infer<typeof pricingSchema>;

export const ITINERARY_WARNING_CODES = ['no_season', 'currency_mismatch', 'inactive_variant', 'below_cost'] as const;
export const itineraryWarningSchema = z.object({
  code: z.enum(ITINERARY_WARNING_CODES),
  item_id: z.number().int().nullable(),
  transport_charge_id: z.number().int().nullable(),
  message: z.string(),
});
export type ItineraryWarning = z.infer<typeof itineraryWarningSchema>;

/** The whole trip, as the editor shows it and as a version freezes it. */
export const itineraryScheduleSchema = z
  .object({
    heading: tripHeadingSchema,
    days: z.array(itineraryDaySchema),
    transport: z.array(transportChargeSchema),
    pricing: pricingSchema,
    warnings: z.array(itineraryWarningSchema),
  })
  .meta({ id: 'ItinerarySchedule' });
export type ItinerarySchedule = z.infer<typeof itineraryScheduleSchema>;

// ---------------------------------------------------------------- final itineraries

export const freezeRequestSchema = z.object({ note: multiLine(1000).default('') });

export const finalItinerarySummarySchema = z
  .object({
    version: z.number().int(),
    note: z.string(),
    frozen_by: staffRefSchema,
    frozen_at: z.string(),
    accepted: z.boolean(),
    accepted_at: z.string().nullable(),
    accepted_by: staffRefSchema.nullable(),
    total_paise: z.number().int(),
    currency: z.string(),
  })
  .meta({ id: 'FinalItinerarySummary' });
export type FinalItinerarySummary = z.infer<typeof finalItinerarySummarySchema>;
export const finalItineraryListSchema = z.object({ results: z.array(finalItinerarySummarySchema) });

export const finalItinerarySchema = finalItinerarySummarySchema.extend({ schedule: itineraryScheduleSchema }).meta({ id: 'FinalItinerary' });
export type FinalItinerary = z.infer<typeof finalItinerarySchema>;

export const compareQuerySchema = z.object({ from: queryId, to: queryId });

const changeKind = z.enum(['added', 'removed', 'changed']);
export const versionComparisonSchema = z
  .object({
    from: z.number().int(),
    to: z.number().int(),
    heading: z.array(z.object({ field: z.string(), before: z.string(), after: z.string() })),
    days: z.array(
      z.object({
        day_number: z.number().int(),
        change: changeKind,
        before: z.object({ date: z.string(), place: z.string().nullable(), title: z.string() }).nullable(),
        after: z.object({ date: z.string(), place: z.string().nullable(), title: z.string() }).nullable(),
        items: z.array(
          z.object({
            change: changeKind,
            label: z.string(),
            before: z.object({ quantity: z.number().int(), nights: z.number().int(), sell_paise: z.number().int() }).nullable(),
            after: z.object({ quantity: z.number().int(), nights: z.number().int(), sell_paise: z.number().int() }).nullable(),
          }),
        ),
      }),
    ),
    transport: z.array(
      z.object({
        change: changeKind,
        label: z.string(),
        before: z.object({ units: z.number().int(), vehicles: z.number().int(), sell_paise: z.number().int() }).nullable(),
        after: z.object({ units: z.number().int(), vehicles: z.number().int(), sell_paise: z.number().int() }).nullable(),
      }),
    ),
    totals: z.object({
      package_before_paise: z.number().int(),
      package_after_paise: z.number().int(),
      total_before_paise: z.number().int(),
      total_after_paise: z.number().int(),
      margin_before_paise: z.number().int(),
      margin_after_paise: z.number().int(),
    }),
  })
  .meta({ id: 'VersionComparison' });
export type VersionComparison = z.infer<typeof versionComparisonSchema>;

export const CUSTOMER_LINK_DAYS_DEFAULT = 30;
export const CUSTOMER_LINK_DAYS_MAX = 180;
export const customerLinkCreateRequestSchema = z.object({
  expires_in_days: z.number().int().min(1, 'At least a day').max(CUSTOMER_LINK_DAYS_MAX, `At most ${CUSTOMER_LINK_DAYS_MAX} days`).default(CUSTOMER_LINK_DAYS_DEFAULT),
});
export const customerLinkSchema = z
  .object({
    id: z.number().int(),
    version: z.number().int(),
    /** The full address to send the customer. */
    url: z.string(),
    created_by: staffRefSchema,
    created_at: z.string(),
    expires_at: z.string(),
    revoked_at: z.string().nullable(),
    last_opened_at: z.string().nullable(),
    open_count: z.number().int(),
    state: z.enum(['active', 'expired', 'revoked']),
  })
  .meta({ id: 'CustomerLink' });
export type CustomerLink = z.infer<typeof customerLinkSchema>;
export const customerLinkListSchema = z.object({ results: z.array(customerLinkSchema) });
