import { z } from 'zod';
import { pageOf } from './common.ts';
import { bodyId, pageQuerySchema, isoDateField, multiLine, optionalLine, queryActive, queryId, queryList, querySearchText, singleLine } from './fields.ts';
import { locationRefSchema } from './locations.ts';
import { supplierTypeSchema } from './suppliers.ts';

// ---------------------------------------------------------------- categories and their attributes

export const PRODUCT_CATEGORY_TYPES = ['accommodation', 'transport', 'activity', 'sightseeing', 'meal', 'guide', 'package'] as const;
export type ProductCategoryType = (typeof PRODUCT_CATEGORY_TYPES)[number];
export const PRODUCT_CATEGORY_LABELS: Record<ProductCategoryType, string> = {
  accommodation: 'Accommodation',
  transport: 'Transport',
  activity: 'Activity',
  sightseeing: 'Sightseeing',
  meal: 'Meal',
  guide: 'Guide',
  package: 'Package',
};
export const productCategoryTypeSchema = z.enum(PRODUCT_CATEGORY_TYPES, 'Choose a category');

/** The Indian hotel trade's meal plans. */
export const MEAL_PLANS = ['EP', 'CP', 'MAP', 'AP'] as const;
export type MealPlan = (typeof MEAL_PLANS)[number];
export const MEAL_PLAN_LABELS: Record<MealPlan, string> = {
  EP: 'Room only',
  CP: 'Breakfast',
  MAP: 'Breakfast and dinner',
  AP: 'All meals',
};
// Readable names staff type (and put in links) for the codes.
const MEAL_PLAN_ALIASES: Record<string, MealPlan> = {
  ep: 'EP',
  'room-only': 'EP',
  cp: 'CP',
  breakfast: 'CP',
  'bed-and-breakfast': 'CP',
  map: 'MAP',
  'half-board': 'MAP',
  'breakfast-and-dinner': 'MAP',
  ap: 'AP',
  'full-board': 'AP',
  'all-meals': 'AP',
};
/** A meal plan code, or its readable name (`breakfast` is CP). */
export const mealPlanSchema = z.preprocess(
  (value) => (typeof value === 'string' ? (MEAL_PLAN_ALIASES[value.trim().toLowerCase().replace(/[\s_]+/g, '-')] ?? value) : value),
  z.enum(MEAL_PLANS, 'Choose a meal plan: EP (room only), CP (breakfast), MAP (breakfast and dinner) or AP (all meals)'),
);

export const AMENITIES = [
  'wifi',
  'air-conditioning',
  'parking',
  'restaurant',
  'room-service',
  'pool',
  'spa',
  'gym',
  'bar',
  'airport-transfer',
  'beach-access',
  'mountain-view',
  'fireplace',
  'kids-club',
  'ayurveda',
  'pet-friendly',
] as const;
export type Amenity = (typeof AMENITIES)[number];
export const AMENITY_LABELS: Record<Amenity, string> = {
  wifi: 'Wi-Fi',
  'air-conditioning': 'Air conditioning',
  parking: 'Parking',
  restaurant: 'Restaurant',
  'room-service': 'Room service',
  pool: 'Swimming pool',
  spa: 'Spa',
  gym: 'Gym',
  bar: 'Bar',
  'airport-transfer': 'Airport transfer',
  'beach-access': 'Beach access',
  'mountain-view': 'Mountain view',
  fireplace: 'Fireplace',
  'kids-club': 'Kids’ club',
  ayurveda: 'Ayurveda centre',
  'pet-friendly': 'Pet friendly',
};
export const amenitySchema = z.enum(AMENITIES, 'Choose amenities from the list');

export const STAR_RATINGS = [1, 2, 3, 4, 5] as const;
const starRatingField = z.number('Choose a star rating from 1 to 5').int('Choose a star rating from 1 to 5').min(1, 'Choose a star rating from 1 to 5').max(5, 'Choose a star rating from 1 to 5');
const timeOfDay = (what: string) => z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, `Enter the ${what} as HH:MM, e.g. 14:00`);
const minutesField = z.number('Enter the duration in minutes').int('Enter whole minutes').min(15, 'Enter at least 15 minutes').max(14 * 24 * 60, 'Enter at most 14 days');
/** A list without repeats: a repeated amenity would count twice in the filters. */
const distinct = <T extends z.ZodType>(item: T, max: number, what: string) =>
  z
    .array(item)
    .max(max, `Choose at most ${max} ${what}`)
    .refine((values) => new Set(values).size === values.length, `Choose each of the ${what} once`);

export const PROPERTY_TYPES = ['hotel', 'resort', 'homestay', 'villa', 'houseboat', 'camp', 'apartment'] as const;
export const VEHICLE_TYPES = ['hatchback', 'sedan', 'suv', 'tempo-traveller', 'minibus', 'coach', 'boat', 'bike'] as const;
export const DIFFICULTIES = ['easy', 'moderate', 'challenging'] as const;
export const MEAL_TYPES = ['breakfast', 'lunch', 'high-tea', 'dinner'] as const;

export const accommodationAttributesSchema = z.object({
  star_rating: starRatingField,
  property_type: z.enum(PROPERTY_TYPES, 'Choose a property type').default('hotel'),
  amenities: distinct(amenitySchema, AMENITIES.length, 'amenities').default([]),
  meal_plans: distinct(mealPlanSchema, MEAL_PLANS.length, 'meal plans').min(1, 'Choose at least one meal plan'),
  check_in_time: timeOfDay('check-in time').default('14:00'),
  check_out_time: timeOfDay('check-out time').default('11:00'),
});
export const transportAttributesSchema = z.object({
  vehicle_type: z.enum(VEHICLE_TYPES, 'Choose a vehicle type'),
  seats: z.number('Enter the seats').int('Enter whole seats').min(1, 'Enter at least 1 seat').max(80, 'Enter at most 80 seats'),
  air_conditioned: z.boolean().default(true),
});
export const activityAttributesSchema = z.object({
  duration_minutes: minutesField,
  min_age: z.number().int('Enter a whole age').min(0).max(99, 'Enter an age under 100').default(0),
  difficulty: z.enum(DIFFICULTIES, 'Choose easy, moderate or challenging').default('easy'),
});
export const sightseeingAttributesSchema = z.object({
  duration_minutes: minutesField,
  stops: z.array(singleLine('Name the stop', 100)).max(30, 'List at most 30 stops').default([]),
});
export const mealAttributesSchema = z.object({
  meal_type: z.enum(MEAL_TYPES, 'Choose breakfast, lunch, high tea or dinner'),
  cuisine: optionalLine(60).default(''),
  vegetarian_only: z.boolean().default(false),
});
export const guideAttributesSchema = z.object({
  languages: z.array(singleLine('Name the language', 40)).min(1, 'Give at least one language').max(10, 'List at most 10 languages'),
  duration_minutes: minutesField.default(480),
});
export const packageAttributesSchema = z.object({
  nights: z.number('Enter the nights').int('Enter whole nights').min(1, 'Enter at least 1 night').max(60, 'Enter at most 60 nights'),
  inclusions: z.array(singleLine('Describe the inclusion', 150)).max(30, 'List at most 30 inclusions').default([]),
});

/** Each category's attributes; the server validates a product's attributes with its category's schema. */
export const PRODUCT_ATTRIBUTE_SCHEMAS = {
  accommodation: accommodationAttributesSchema,
  transport: transportAttributesSchema,
  activity: activityAttributesSchema,
  sightseeing: sightseeingAttributesSchema,
  meal: mealAttributesSchema,
  guide: guideAttributesSchema,
  package: packageAttributesSchema,
} as const satisfies Record<ProductCategoryType, z.ZodType>;
export type AccommodationAttributes = z.output<typeof accommodationAttributesSchema>;

// ---------------------------------------------------------------- product writes

export const PRODUCT_NAME_MAX = 150;
const productFields = {
  supplier_id: bodyId('Choose the supplier'),
  location_id: bodyId('Choose the location'),
  name: singleLine('Enter a name', PRODUCT_NAME_MAX),
  description: multiLine(5000),
};
const productCreateFields = {
  supplier_id: productFields.supplier_id,
  location_id: productFields.location_id,
  name: productFields.name,
  description: productFields.description.default(''),
  active: z.boolean().default(true),
};

/** One shape per category, told apart by `category` (its type name). */
export const productCreateRequestSchema = z.discriminatedUnion('category', [
  z.object({ category: z.literal('accommodation'), attributes: accommodationAttributesSchema, ...productCreateFields }),
  z.object({ category: z.literal('transport'), attributes: transportAttributesSchema, ...productCreateFields }),
  z.object({ category: z.literal('activity'), attributes: activityAttributesSchema, ...productCreateFields }),
  z.object({ category: z.literal('sightseeing'), attributes: sightseeingAttributesSchema, ...productCreateFields }),
  z.object({ category: z.literal('meal'), attributes: mealAttributesSchema, ...productCreateFields }),
  z.object({ category: z.literal('guide'), attributes: guideAttributesSchema, ...productCreateFields }),
  z.object({ category: z.literal('package'), attributes: packageAttributesSchema, ...productCreateFields }),
]);
export type ProductCreateRequest = z.input<typeof productCreateRequestSchema>;

/**
 * The category never changes (its attributes would mean nothing); `attributes` is merged over the
 * stored ones and the result checked against the category's schema.
 */
export const productUpdateRequestSchema = z.object({
  supplier_id: productFields.supplier_id.optional(),
  location_id: productFields.location_id.optional(),
  name: productFields.name.optional(),
  description: productFields.description.optional(),
  active: z.boolean().optional(),
  attributes: z.record(z.string(), z.unknown()).optional(),
});
export type ProductUpdateRequest = z.input<typeof productUpdateRequestSchema>;

// ---------------------------------------------------------------- variant writes

/** ₹100 crore for one variant: anything above is a typo, and it keeps sums far from unsafe integers. */
export const MONEY_MAX_PAISE = 100_000_000_000;
export const VARIANT_MAX_TRAVELLERS = 500;
const paise = (what: string) =>
  z
    .number(`Enter the ${what} in paise`)
    .int(`Enter the ${what} in whole paise`)
    .min(0, `The ${what} cannot be negative`)
    .max(MONEY_MAX_PAISE, `The ${what} is above ₹100 crore`);
export const currencySchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'Use a three-letter ISO currency code such as INR');

const variantFields = {
  name: singleLine('Name the variant, e.g. Deluxe room · breakfast', 120),
  cost_price_paise: paise('cost price'),
  sell_price_paise: paise('sell price'),
  currency: currencySchema,
  max_travellers: z
    .number('Enter the maximum travellers')
    .int('Enter whole travellers')
    .min(1, 'Enter at least 1 traveller')
    .max(VARIANT_MAX_TRAVELLERS, `Enter at most ${VARIANT_MAX_TRAVELLERS} travellers`),
  valid_from: isoDateField,
  valid_to: isoDateField,
  active: z.boolean(),
  /** Selling below cost is allowed only when the request says so. */
  allow_below_cost: z.boolean(),
};

export type VariantRuleInput = { cost_price_paise: number; sell_price_paise: number; valid_from: string; valid_to: string; allow_below_cost: boolean };
export type VariantRuleIssue = { path: 'sell_price_paise' | 'valid_to'; message: string };
export const SELL_BELOW_COST_MESSAGE = 'The sell price is below the cost; confirm "sell below cost" to allow it';
export const SEASON_ENDS_BEFORE_START_MESSAGE = 'The season ends before it starts';

/** The variant's own rules, the same for a form, a create and an edit (checked on the merged record). */
export function variantRuleIssues(variant: VariantRuleInput): VariantRuleIssue[] {
  const issues: VariantRuleIssue[] = [];
  if (variant.sell_price_paise < variant.cost_price_paise && !variant.allow_below_cost) issues.push({ path: 'sell_price_paise', message: SELL_BELOW_COST_MESSAGE });
  if (variant.valid_to < variant.valid_from) issues.push({ path: 'valid_to', message: SEASON_ENDS_BEFORE_START_MESSAGE });
  return issues;
}

export const variantCreateRequestSchema = z
  .object({
    product_id: bodyId('Choose the product'),
    name: variantFields.name,
    cost_price_paise: variantFields.cost_price_paise,
    sell_price_paise: variantFields.sell_price_paise,
    currency: variantFields.currency.default('INR'),
    max_travellers: variantFields.max_travellers.default(2),
    valid_from: variantFields.valid_from,
    valid_to: variantFields.valid_to,
    active: variantFields.active.default(true),
    allow_below_cost: variantFields.allow_below_cost.default(false),
  })
  .superRefine((variant, ctx) => {
    for (const issue of variantRuleIssues(variant)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });
export type VariantCreateRequest = z.input<typeof variantCreateRequestSchema>;

/** Every field optional; the rules are checked on the variant as it would be after the edit. */
export const variantUpdateRequestSchema = z.object({
  name: variantFields.name.optional(),
  cost_price_paise: variantFields.cost_price_paise.optional(),
  sell_price_paise: variantFields.sell_price_paise.optional(),
  currency: variantFields.currency.optional(),
  max_travellers: variantFields.max_travellers.optional(),
  valid_from: variantFields.valid_from.optional(),
  valid_to: variantFields.valid_to.optional(),
  active: variantFields.active.optional(),
  allow_below_cost: variantFields.allow_below_cost.default(false),
});
export type VariantUpdateRequest = z.input<typeof variantUpdateRequestSchema>;

export const variantListQuerySchema = pageQuerySchema.extend({ product: queryId, active: z.enum(['true', 'false', 'all']).default('all') });

// ---------------------------------------------------------------- search

export const PRODUCT_ORDERINGS = ['relevance', 'name', '-name', 'price', '-price', 'newest'] as const;
export type ProductOrdering = (typeof PRODUCT_ORDERINGS)[number];

/**
 * The one query of product list, product search and the accommodation filter. Prices are integer
 * paise over active INR variants. Stars and meal plans match any of the values given; amenities
 * match all of them.
 */
export const productSearchQuerySchema = pageQuerySchema
  .extend({
    /** Product name, description, supplier and location names; typo-tolerant. */
    q: querySearchText,
    /** Everything in this location's subtree, whatever the level. */
    location: queryId.optional(),
    /** Category ids or type names. */
    category: queryList(z.union([productCategoryTypeSchema, queryId])).optional(),
    supplier: queryList(queryId).optional(),
    price_min: z.coerce.number().int().min(0).max(MONEY_MAX_PAISE).optional(),
    price_max: z.coerce.number().int().min(0).max(MONEY_MAX_PAISE).optional(),
    star_rating: queryList(z.coerce.number().int().min(1).max(5)).optional(),
    amenities: queryList(amenitySchema).optional(),
    meal_plan: queryList(mealPlanSchema).optional(),
    active: queryActive,
    /** Relevance when there is a `q`, else name. */
    ordering: z.enum(PRODUCT_ORDERINGS).optional(),
  })
  .refine((query) => query.price_min === undefined || query.price_max === undefined || query.price_min <= query.price_max, {
    path: ['price_max'],
    message: 'The highest price is below the lowest',
  });
export type ProductSearchQuery = z.input<typeof productSearchQuerySchema>;
export type ProductSearchFilters = z.output<typeof productSearchQuerySchema>;

// ---------------------------------------------------------------- answers

export const productCategorySchema = z
  .object({ id: z.number().int(), type_name: productCategoryTypeSchema, label: z.string(), product_count: z.number().int() })
  .meta({ id: 'ProductCategory' });
export type ProductCategory = z.infer<typeof productCategorySchema>;
export const productCategoryPageSchema = pageOf(productCategorySchema);
/** The categories are a handful: one page holds them all by default. */
export const productCategoryQuerySchema = pageQuerySchema.extend({ page_size: pageQuerySchema.shape.page_size.unwrap().default(100) });

const categoryRefSchema = z.object({ id: z.number().int(), type_name: productCategoryTypeSchema, label: z.string() });

export const variantSchema = z
  .object({
    id: z.number().int(),
    product_id: z.number().int(),
    name: z.string(),
    cost_price_paise: z.number().int(),
    sell_price_paise: z.number().int(),
    /** Sell minus cost; negative when sold below cost. */
    margin_paise: z.number().int(),
    currency: z.string(),
    max_travellers: z.number().int(),
    valid_from: z.string(),
    valid_to: z.string(),
    active: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'ProductVariant' });
export type Variant = z.infer<typeof variantSchema>;
export const variantPageSchema = pageOf(variantSchema);

export const productSummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    category: categoryRefSchema,
    supplier: z.object({ id: z.number().int(), display_name: z.string() }),
    location: locationRefSchema,
    /** Names from level 1 down to the product's location. */
    location_trail: z.array(z.string()),
    /** The category's attributes (see PRODUCT_ATTRIBUTE_SCHEMAS). */
    attributes: z.record(z.string(), z.unknown()),
    star_rating: z.number().int().nullable(),
    /** Lowest and highest sell price of the active INR variants. */
    price_from_paise: z.number().int().nullable(),
    price_to_paise: z.number().int().nullable(),
    currency: z.literal('INR'),
    /** Active variants. */
    variant_count: z.number().int(),
    active: z.boolean(),
    created_at: z.string(),
    /** How well the product matched `q` (higher is better); null without a `q`. */
    score: z.number().nullable(),
  })
  .meta({ id: 'ProductSummary' });
export type ProductSummary = z.infer<typeof productSummarySchema>;
export const productPageSchema = pageOf(productSummarySchema);
export type ProductPage = z.infer<typeof productPageSchema>;

export const productDetailSchema = productSummarySchema
  .extend({
    description: z.string(),
    supplier: z.object({ id: z.number().int(), display_name: z.string(), type: supplierTypeSchema }),
    breadcrumb: z.array(locationRefSchema),
    /** Every variant, inactive ones too, by name then season. */
    variants: z.array(variantSchema),
    updated_at: z.string(),
  })
  .meta({ id: 'ProductDetail' });
export type ProductDetail = z.infer<typeof productDetailSchema>;

const facetValueSchema = <T extends z.ZodType>(value: T) => z.object({ value, label: z.string(), count: z.number().int() });
export const accommodationFilterResponseSchema = z
  .object({
    /** Accommodation products matching every filter. */
    count: z.number().int(),
    /** Counted with every filter but the star rating's own, so other ratings show what choosing them adds. */
    star_rating: z.array(facetValueSchema(z.number().int())),
    /** Counted with every filter: each count is what remains if that amenity is required too. */
    amenities: z.array(facetValueSchema(amenitySchema)),
    /** Counted with every filter but the meal plan's own. */
    meal_plan: z.array(facetValueSchema(z.enum(MEAL_PLANS))),
    /** The sell price range of the matching products' active INR variants. */
    price: z.object({ min_paise: z.number().int(), max_paise: z.number().int() }).nullable(),
  })
  .meta({ id: 'AccommodationFilter' });
export type AccommodationFilter = z.infer<typeof accommodationFilterResponseSchema>;

export const productFacetsResponseSchema = z
  .object({
    /** Products matching every filter. */
    count: z.number().int(),
    /**
     * Every category, in the contracts' order, counted with every filter but the category's own:
     * each count is what choosing that category too would add.
     */
    category: z.array(facetValueSchema(productCategoryTypeSchema)),
  })
  .meta({ id: 'ProductFacets' });
export type ProductFacets = z.infer<typeof productFacetsResponseSchema>;
