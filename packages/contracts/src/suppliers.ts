import { z } from 'zod';
import { pageOf } from './common.ts';
import { bodyIdList, pageQuerySchema, multiLine, optionalLine, queryActive, queryId, queryList, querySearchText, singleLine } from './fields.ts';
import { locationRefSchema } from './locations.ts';

export const SUPPLIER_TYPES = ['hotel', 'transporter', 'activity_operator', 'guide'] as const;
export type SupplierType = (typeof SUPPLIER_TYPES)[number];
export const SUPPLIER_TYPE_LABELS: Record<SupplierType, string> = {
  hotel: 'Hotel',
  transporter: 'Transporter',
  activity_operator: 'Activity operator',
  guide: 'Guide',
};
export const supplierTypeSchema = z.enum(SUPPLIER_TYPES, 'Choose hotel, transporter, activity operator or guide');

export const SUPPLIER_NAME_MAX = 150;
export const SUPPLIER_MAX_CONTACTS = 20;
export const SUPPLIER_MAX_LOCATIONS = 200;
export const PAYMENT_TERMS_MAX_DAYS = 180;
/** Shown instead of all but the last four digits of an account number. */
export const MASKED_ACCOUNT_PREFIX = '\u2022\u2022\u2022\u2022';

/** E.164: a plus, the country code and the number, digits only (+919812345678). */
export const E164_PATTERN = /^\+[1-9]\d{7,14}$/;
const e164 = (what: string) =>
  z
    .string()
    .trim()
    .transform((value) => value.replace(/[\s()-]/g, ''))
    .pipe(z.string().regex(E164_PATTERN, `Enter the ${what} in international format, e.g. +919812345678`));

export const supplierContactSchema = z
  .object({
    name: singleLine('Enter the contact’s name', 100),
    role: optionalLine(60).default(''),
    phone: e164('phone number').nullish().transform((value) => value ?? null),
    email: z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address')).nullish().transform((value) => value ?? null),
    whatsapp: e164('WhatsApp number').nullish().transform((value) => value ?? null),
  })
  .refine((contact) => contact.phone !== null || contact.email !== null || contact.whatsapp !== null, {
    message: 'Give at least a phone number, an email or a WhatsApp number',
    path: ['phone'],
  })
  .meta({ id: 'SupplierContact' });
export type SupplierContact = z.output<typeof supplierContactSchema>;

/** Indian bank accounts carry an IFSC; foreign ones (Thai, Emirati, Indonesian suppliers) leave it empty. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const supplierBankDetailsSchema = z.object({
  account_name: singleLine('Enter the account holder’s name', 150),
  account_number: z
    .string()
    .trim()
    .transform((value) => value.replace(/\s/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{6,34}$/, 'Enter 6 to 34 letters or digits')),
  ifsc: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.string().regex(IFSC_PATTERN, 'Enter an 11-character IFSC such as HDFC0001234'))
    .nullish()
    .transform((value) => value ?? null),
  bank_name: singleLine('Enter the bank’s name', 100),
});
export type SupplierBankDetails = z.output<typeof supplierBankDetailsSchema>;

const ratingField = z
  .number('Enter a rating from 0 to 5')
  .min(0, 'Enter a rating from 0 to 5')
  .max(5, 'Enter a rating from 0 to 5')
  .refine((value) => Math.abs(Math.round(value * 10) - value * 10) < 1e-9, 'Use one decimal place at most');
const paymentTermsField = z
  .number('Enter the payment terms in days')
  .int('Enter whole days')
  .min(0, 'Enter 0 days or more')
  .max(PAYMENT_TERMS_MAX_DAYS, `Enter at most ${PAYMENT_TERMS_MAX_DAYS} days`);

const supplierFields = {
  display_name: singleLine('Enter the name staff know the supplier by', SUPPLIER_NAME_MAX),
  legal_name: singleLine('Enter the legal name', SUPPLIER_NAME_MAX),
  type: supplierTypeSchema,
  contacts: z.array(supplierContactSchema).max(SUPPLIER_MAX_CONTACTS, `Add at most ${SUPPLIER_MAX_CONTACTS} contacts`),
  /** The locations served, at any level: a Kerala-wide transporter serves Kerala. */
  location_ids: bodyIdList(SUPPLIER_MAX_LOCATIONS),
  payment_terms_days: paymentTermsField,
  bank_details: supplierBankDetailsSchema.nullable(),
  rating: ratingField.nullable(),
  notes: multiLine(5000),
};

export const supplierCreateRequestSchema = z.object({
  display_name: supplierFields.display_name,
  legal_name: supplierFields.legal_name,
  type: supplierFields.type,
  contacts: supplierFields.contacts.default([]),
  location_ids: supplierFields.location_ids.default([]),
  payment_terms_days: supplierFields.payment_terms_days.default(30),
  bank_details: supplierFields.bank_details.default(null),
  rating: supplierFields.rating.default(null),
  notes: supplierFields.notes.default(''),
});
export type SupplierCreateRequest = z.input<typeof supplierCreateRequestSchema>;

/** Every field optional; `contacts` and `location_ids` replace the whole list when given. */
export const supplierUpdateRequestSchema = z.object({
  display_name: supplierFields.display_name.optional(),
  legal_name: supplierFields.legal_name.optional(),
  type: supplierFields.type.optional(),
  contacts: supplierFields.contacts.optional(),
  location_ids: supplierFields.location_ids.optional(),
  payment_terms_days: supplierFields.payment_terms_days.optional(),
  bank_details: supplierFields.bank_details.optional(),
  rating: supplierFields.rating.optional(),
  notes: supplierFields.notes.optional(),
  /** Reactivates a deactivated supplier (or deactivates, like the deactivate call). */
  active: z.boolean().optional(),
});
export type SupplierUpdateRequest = z.input<typeof supplierUpdateRequestSchema>;

export const SUPPLIER_ORDERINGS = ['name', '-name', 'rating', '-rating', 'newest'] as const;
export const supplierListQuerySchema = pageQuerySchema.extend({
  /** Display or legal name, typo-tolerant. */
  q: querySearchText,
  type: queryList(supplierTypeSchema).optional(),
  /** Suppliers serving somewhere in this location's subtree, or the whole of a place above it. */
  location: queryId.optional(),
  active: queryActive,
  ordering: z.enum(SUPPLIER_ORDERINGS).default('name'),
});
export type SupplierListQuery = z.input<typeof supplierListQuerySchema>;

// ---------------------------------------------------------------- answers

export const supplierBankDetailsViewSchema = z.object({
  account_name: z.string(),
  /** `••••1234` unless the caller holds payments.view. */
  account_number: z.string(),
  ifsc: z.string().nullable(),
  bank_name: z.string(),
  masked: z.boolean(),
});
export type SupplierBankDetailsView = z.infer<typeof supplierBankDetailsViewSchema>;

const contactViewSchema = z.object({
  name: z.string(),
  role: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  whatsapp: z.string().nullable(),
});

export const supplierSummarySchema = z
  .object({
    id: z.number().int(),
    display_name: z.string(),
    legal_name: z.string(),
    type: supplierTypeSchema,
    rating: z.number().nullable(),
    payment_terms_days: z.number().int(),
    active: z.boolean(),
    locations: z.array(locationRefSchema),
    primary_contact: contactViewSchema.nullable(),
    /** Active products. */
    product_count: z.number().int(),
  })
  .meta({ id: 'SupplierSummary' });
export type SupplierSummary = z.infer<typeof supplierSummarySchema>;
export const supplierPageSchema = pageOf(supplierSummarySchema);
export type SupplierPage = z.infer<typeof supplierPageSchema>;

export const supplierDetailSchema = supplierSummarySchema
  .extend({
    contacts: z.array(contactViewSchema),
    bank_details: supplierBankDetailsViewSchema.nullable(),
    notes: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'SupplierDetail' });
export type SupplierDetail = z.infer<typeof supplierDetailSchema>;
