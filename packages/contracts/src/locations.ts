import { z } from 'zod';
import { pageOf } from './common.ts';
import { bodyId, bodyIdList, hasControlCharacter, pageQuerySchema, imageUrlsField, multiLine, queryActive, queryId, queryList, querySearchText, singleLine, slugField } from './fields.ts';

export const LOCATION_LEVELS = [1, 2, 3, 4] as const;
export type LocationLevel = (typeof LOCATION_LEVELS)[number];
export const LOCATION_LEVEL_LABELS: Record<LocationLevel, string> = {
  1: 'Country or region',
  2: 'State',
  3: 'Destination',
  4: 'Area or spot',
};
export const LOCATION_NAME_MAX = 120;
export const LOCATION_DESCRIPTION_MAX = 5000;

const levelField = z
  .number('Choose a level from 1 to 4')
  .int('Choose a level from 1 to 4')
  .min(1, 'Choose a level from 1 to 4')
  .max(4, 'Choose a level from 1 to 4')
  .transform((level) => level as LocationLevel);
const latitudeField = z.number('Enter a latitude').min(-90, 'A latitude lies between -90 and 90').max(90, 'A latitude lies between -90 and 90');
const longitudeField = z.number('Enter a longitude').min(-180, 'A longitude lies between -180 and 180').max(180, 'A longitude lies between -180 and 180');

export const locationNameSchema = singleLine('Enter a name', LOCATION_NAME_MAX);
export const locationSlugSchema = slugField;

// ---------------------------------------------------------------- answers

export const locationRefSchema = z
  .object({ id: z.number().int(), name: z.string(), slug: z.string(), level: z.number().int() })
  .meta({ id: 'LocationRef' });
export type LocationRef = z.infer<typeof locationRefSchema>;

export const locationTagRefSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).meta({ id: 'LocationTagRef' });
export type LocationTagRef = z.infer<typeof locationTagRefSchema>;

export const locationSummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    level: z.number().int(),
    parent_id: z.number().int().nullable(),
    active: z.boolean(),
    /** The first image, for a tile. */
    image_url: z.string().nullable(),
    /** Active children: whether a drill-down goes further. */
    children_count: z.number().int(),
    /** By name: a tile shows them without asking for each location's own. */
    tags: z.array(locationTagRefSchema),
  })
  .meta({ id: 'LocationSummary' });
export type LocationSummary = z.infer<typeof locationSummarySchema>;
export const locationPageSchema = pageOf(locationSummarySchema);
export type LocationPage = z.infer<typeof locationPageSchema>;

/** A place found by name, with the places above it: "Munnar — Idukki › Kerala › India" tells two Munnars apart. */
export const locationSearchResultSchema = locationSummarySchema
  .extend({
    /** The places above it, level 1 first; empty for a country or region. */
    ancestors: z.array(locationRefSchema),
  })
  .meta({ id: 'LocationSearchResult' });
export type LocationSearchResult = z.infer<typeof locationSearchResultSchema>;
export const locationSearchPageSchema = pageOf(locationSearchResultSchema);
export type LocationSearchPage = z.infer<typeof locationSearchPageSchema>;

export const locationDetailSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    level: z.number().int(),
    level_label: z.string(),
    parent_id: z.number().int().nullable(),
    description: z.string(),
    image_urls: z.array(z.string()),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    active: z.boolean(),
    tags: z.array(locationTagRefSchema),
    /** From level 1 down to this location, itself included. */
    breadcrumb: z.array(locationRefSchema),
    children_count: z.number().int(),
    /** Active products anywhere in this location's subtree. */
    product_count: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'LocationDetail' });
export type LocationDetail = z.infer<typeof locationDetailSchema>;

export const breadcrumbResponseSchema = z.array(locationRefSchema);
export type Breadcrumb = z.infer<typeof breadcrumbResponseSchema>;

export const locationIdResponseSchema = locationRefSchema.extend({ parent_id: z.number().int().nullable() });
export type LocationIdAnswer = z.infer<typeof locationIdResponseSchema>;

export const locationDeactivateResponseSchema = z.object({
  /** The location and every location below it that was active. */
  deactivated_ids: z.array(z.number().int()),
});

export const locationTagSchema = locationTagRefSchema.extend({ location_count: z.number().int() }).meta({ id: 'LocationTag' });
export type LocationTag = z.infer<typeof locationTagSchema>;
export const locationTagPageSchema = pageOf(locationTagSchema);
export const locationTagLinkResponseSchema = z.object({ location_id: z.number().int(), tags: z.array(locationTagRefSchema) });

// ---------------------------------------------------------------- queries and params

export const locationLevelParamsSchema = z.object({ level: z.coerce.number().int().min(1).max(4) });
export const locationLevelQuerySchema = pageQuerySchema.extend({
  /** Children of this location; required by nothing, so level 3 without a parent lists every destination. */
  parent: queryId.optional(),
  q: querySearchText,
  active: queryActive,
});
export type LocationLevelQuery = z.input<typeof locationLevelQuerySchema>;

/** Shorter than this, a place search matches too much to be worth asking. */
export const LOCATION_SEARCH_MIN = 2;
export const locationSearchQuerySchema = pageQuerySchema.extend({
  /** The name, or part of it; typo-tolerant. */
  q: z
    .string('Type a place name')
    .trim()
    .min(LOCATION_SEARCH_MIN, `Type ${LOCATION_SEARCH_MIN} letters or more`)
    .max(200, 'Keep the search under 200 characters')
    .refine((value) => !hasControlCharacter(value), 'Remove control characters from the search'),
  /** Only these levels; every level by default. */
  level: queryList(z.coerce.number().int().min(1).max(4)).optional(),
  active: queryActive,
});
export type LocationSearchQuery = z.input<typeof locationSearchQuerySchema>;

export const locationIdQuerySchema = z
  .object({ slug: locationSlugSchema.optional(), name: locationNameSchema.optional() })
  .refine((query) => (query.slug === undefined) !== (query.name === undefined), { message: 'Give either slug or name', path: ['slug'] });

export const locationTagQuerySchema = pageQuerySchema.extend({
  q: querySearchText,
  /** The tags of one location. */
  location: queryId.optional(),
});

// ---------------------------------------------------------------- writes

const coordinatesRule = (value: { latitude?: number | null; longitude?: number | null }) =>
  (value.latitude === undefined) === (value.longitude === undefined) && (value.latitude === null) === (value.longitude === null);
const coordinatesIssue = { message: 'Give both latitude and longitude, or neither', path: ['longitude'] };

export const locationCreateRequestSchema = z
  .object({
    name: locationNameSchema,
    /** Made from the name when left out. */
    slug: locationSlugSchema.optional(),
    level: levelField,
    /** Required below level 1: a location of exactly one level up. */
    parent_id: bodyId('Choose the parent location').nullish(),
    description: multiLine(LOCATION_DESCRIPTION_MAX).default(''),
    image_urls: imageUrlsField.default([]),
    latitude: latitudeField.nullish(),
    longitude: longitudeField.nullish(),
    tag_ids: bodyIdList(50).default([]),
  })
  .refine(coordinatesRule, coordinatesIssue)
  .superRefine((value, ctx) => {
    if (value.level === 1 && value.parent_id != null) ctx.addIssue({ code: 'custom', path: ['parent_id'], message: 'A country or region has no parent' });
    if (value.level > 1 && value.parent_id == null) ctx.addIssue({ code: 'custom', path: ['parent_id'], message: 'Choose the parent location' });
  });
export type LocationCreateRequest = z.input<typeof locationCreateRequestSchema>;

export const locationUpdateRequestSchema = z
  .object({
    name: locationNameSchema.optional(),
    slug: locationSlugSchema.optional(),
    description: multiLine(LOCATION_DESCRIPTION_MAX).optional(),
    image_urls: imageUrlsField.optional(),
    latitude: latitudeField.nullish(),
    longitude: longitudeField.nullish(),
  })
  .refine(coordinatesRule, coordinatesIssue);
export type LocationUpdateRequest = z.input<typeof locationUpdateRequestSchema>;

export const locationMoveRequestSchema = z.object({ parent_id: bodyId('Choose the new parent location') });
export type LocationMoveRequest = z.input<typeof locationMoveRequestSchema>;

export const locationTagCreateRequestSchema = z.object({
  name: singleLine('Enter a tag name', 60),
  slug: slugField.optional(),
});
export type LocationTagCreateRequest = z.input<typeof locationTagCreateRequestSchema>;
export const locationTagLinkRequestSchema = z.object({ location_id: bodyId('Choose a location') });
