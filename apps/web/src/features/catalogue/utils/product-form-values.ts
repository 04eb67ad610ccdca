import { productCategoryTypeSchema, productCreateRequestSchema, type ProductCategoryType, type ProductDetail, type ProductUpdateRequest } from '@ua/contracts';
import { numberFrom, type NumberText } from '../../../lib/typed-number';
import { flagOf, numberOf, textOf, textsOf } from './attribute-values';

/** Every category's attribute boxes in one record; a product sends those of its category. Numbers are held as typed. */
export type AttributeValues = {
  star_rating: number | '';
  property_type: string;
  amenities: string[];
  meal_plans: string[];
  check_in_time: string;
  check_out_time: string;
  vehicle_type: string | null;
  seats: NumberText;
  air_conditioned: boolean;
  duration_minutes: NumberText;
  min_age: NumberText;
  difficulty: string;
  stops: string[];
  meal_type: string | null;
  cuisine: string;
  vegetarian_only: boolean;
  languages: string[];
  nights: NumberText;
  inclusions: string[];
};

export type ProductFormValues = {
  category: ProductCategoryType | null;
  name: string;
  description: string;
  supplier_id: number | undefined;
  location_id: number | undefined;
  active: boolean;
  attributes: AttributeValues;
};

const CATEGORY_FIELDS: Record<ProductCategoryType, readonly (keyof AttributeValues)[]> = {
  accommodation: ['star_rating', 'property_type', 'amenities', 'meal_plans', 'check_in_time', 'check_out_time'],
  transport: ['vehicle_type', 'seats', 'air_conditioned'],
  activity: ['duration_minutes', 'min_age', 'difficulty'],
  sightseeing: ['duration_minutes', 'stops'],
  meal: ['meal_type', 'cuisine', 'vegetarian_only'],
  guide: ['languages', 'duration_minutes'],
  package: ['nights', 'inclusions'],
};

function attributeValues(stored: Record<string, unknown>): AttributeValues {
  return {
    star_rating: numberOf(stored.star_rating) ?? '',
    property_type: textOf(stored.property_type) ?? 'hotel',
    amenities: textsOf(stored.amenities),
    meal_plans: textsOf(stored.meal_plans),
    check_in_time: textOf(stored.check_in_time) ?? '14:00',
    check_out_time: textOf(stored.check_out_time) ?? '11:00',
    vehicle_type: textOf(stored.vehicle_type) ?? null,
    seats: numberOf(stored.seats) ?? '',
    air_conditioned: flagOf(stored.air_conditioned) ?? true,
    duration_minutes: numberOf(stored.duration_minutes) ?? '',
    min_age: numberOf(stored.min_age) ?? 0,
    difficulty: textOf(stored.difficulty) ?? 'easy',
    stops: textsOf(stored.stops),
    meal_type: textOf(stored.meal_type) ?? null,
    cuisine: textOf(stored.cuisine) ?? '',
    vegetarian_only: flagOf(stored.vegetarian_only) ?? false,
    languages: textsOf(stored.languages),
    nights: numberOf(stored.nights) ?? '',
    inclusions: textsOf(stored.inclusions),
  };
}

export function productFormValues(product: ProductDetail | undefined, preset: { location?: number; supplier?: number } = {}): ProductFormValues {
  return {
    category: product?.category.type_name ?? null,
    name: product?.name ?? '',
    description: product?.description ?? '',
    supplier_id: product?.supplier.id ?? preset.supplier,
    location_id: product?.location.id ?? preset.location,
    active: product?.active ?? true,
    attributes: attributeValues(product?.attributes ?? {}),
  };
}

const NUMBER_FIELDS: ReadonlySet<keyof AttributeValues> = new Set(['star_rating', 'seats', 'duration_minutes', 'min_age', 'nights']);

/** The category's attributes, numbers read from what was typed, an empty box left out so the schema's default or its message applies. */
export function attributesFor(category: ProductCategoryType, values: AttributeValues): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const key of CATEGORY_FIELDS[category]) {
    const value = values[key];
    if (value === '' || value === null) continue;
    picked[key] = NUMBER_FIELDS.has(key) && typeof value === 'string' ? numberFrom(value) : value;
  }
  return picked;
}

/**
 * Without a category the contract's union stops at its discriminator and checks nothing else: then the
 * fields every category shares are checked, and the category by its own schema, so that each empty box
 * of a first, empty submit says what it needs.
 */
export const productWithoutCategorySchema = productCreateRequestSchema.options[0].omit({ category: true, attributes: true }).extend({ category: productCategoryTypeSchema });

/** The schema the product's values answer to: their category's, once there is one. */
export const productFormSchema = (values: ProductFormValues) => (values.category ? productCreateRequestSchema : productWithoutCategorySchema);

/** The create request, for the contract's schema to check (it also checks an edit, whose category is fixed). */
export function productCreateInput(values: ProductFormValues) {
  return {
    category: values.category ?? undefined,
    name: values.name,
    description: values.description,
    supplier_id: values.supplier_id,
    location_id: values.location_id,
    active: values.active,
    attributes: values.category ? attributesFor(values.category, values.attributes) : {},
  };
}

/** What an edit changes; attributes go whole, as the server merges them over the stored ones. */
export function productChanges(product: ProductDetail, values: ProductFormValues): ProductUpdateRequest {
  const before = productFormValues(product);
  const category = product.category.type_name;
  const attributes = attributesFor(category, values.attributes);
  return {
    ...(values.name !== before.name ? { name: values.name } : {}),
    ...(values.description !== before.description ? { description: values.description } : {}),
    ...(values.supplier_id !== before.supplier_id && values.supplier_id !== undefined ? { supplier_id: values.supplier_id } : {}),
    ...(values.location_id !== before.location_id && values.location_id !== undefined ? { location_id: values.location_id } : {}),
    ...(values.active !== before.active ? { active: values.active } : {}),
    ...(JSON.stringify(attributes) !== JSON.stringify(attributesFor(category, before.attributes)) ? { attributes } : {}),
  };
}
