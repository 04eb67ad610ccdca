import { z } from 'zod';
import { pageOf } from './common.ts';
import { bodyId, bodyIdList, isoDateField, multiLine, optionalLine, pageQuerySchema, queryBoolean, queryId, queryList, querySearchText, singleLine } from './fields.ts';
import { MESSAGE_CHANNELS, MESSAGE_DIRECTIONS, MESSAGE_STATUSES } from './messaging.ts';
import { PRODUCT_CATEGORY_TYPES } from './products.ts';

/**
 * Bookings: made from a trip's accepted final version, one per trip; a service per line of that
 * version, each confirmed by its supplier (through a signed link or by staff); vouchers for the
 * traveller; a comment thread with mentions; one timeline. Paths are in booking-paths.ts.
 */

export const BOOKING_AUDIT_ENTITY_TYPES = {
  booking: 'booking',
  service: 'booking_service',
  comment: 'booking_comment',
  traveller: 'booking_traveller',
} as const;

// ---------------------------------------------------------------- statuses

/**
 * A booking is `confirming` until every service still wanted is confirmed, then `confirmed`;
 * `travelling` from its first day, `completed` after its last; `cancelled` when staff cancel it.
 * Never set by hand: derived from the services and the dates (bookingStatusOf on the server).
 */
export const BOOKING_STATUSES = ['confirming', 'confirmed', 'travelling', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  confirming: 'Confirming',
  confirmed: 'Confirmed',
  travelling: 'Travelling',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** `pending -> requested -> confirmed`, or `rejected` by the supplier (with why), or `cancelled`. */
export const SERVICE_STATUSES = ['pending', 'requested', 'confirmed', 'rejected', 'cancelled'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];
export const SERVICE_STATUS_LABELS: Record<ServiceStatus, string> = {
  pending: 'Pending',
  requested: 'Requested',
  confirmed: 'Confirmed',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};
/** Services the supplier has yet to confirm: what "has unconfirmed services" and the operations view count. */
export const OPEN_SERVICE_STATUSES = ['pending', 'requested', 'rejected'] as const satisfies readonly ServiceStatus[];

/** A day's item of the version, or one of its transport charges. */
export const SERVICE_SOURCES = ['item', 'transport'] as const;
export type ServiceSource = (typeof SERVICE_SOURCES)[number];

// ---------------------------------------------------------------- travellers

export const TRAVELLER_KINDS = ['adult', 'child', 'infant'] as const;
export type TravellerKind = (typeof TRAVELLER_KINDS)[number];
export const ID_DOCUMENT_TYPES = ['passport', 'aadhaar', 'pan', 'driving_licence', 'voter_id', 'other'] as const;
export type IdDocumentType = (typeof ID_DOCUMENT_TYPES)[number];
export const ID_DOCUMENT_LABELS: Record<IdDocumentType, string> = {
  passport: 'Passport',
  aadhaar: 'Aadhaar',
  pan: 'PAN',
  driving_licence: 'Driving licence',
  voter_id: 'Voter ID',
  other: 'Other',
};
export const MAX_BOOKING_TRAVELLERS = 60;
/** ID numbers are shown as these dots and the last four characters. */
export const MASKED_DOCUMENT_PREFIX = '\u2022\u2022\u2022\u2022';

export const travellerInputSchema = z
  .object({
    /** A traveller already on the booking; absent for a new one. */
    id: bodyId('No such traveller').optional(),
    name: singleLine('Enter the traveller’s name', 120),
    kind: z.enum(TRAVELLER_KINDS, 'Choose adult, child or infant').default('adult'),
    age: z.number().int('Enter the age in whole years').min(0, 'Enter the age in whole years').max(120, 'Enter the age in whole years').nullable().default(null),
    lead: z.boolean().default(false),
    id_document_type: z.enum(ID_DOCUMENT_TYPES, 'Choose the document').nullable().default(null),
    /** Absent on a known traveller: the number on file stays. Null or empty: none. */
    id_document_number: z
      .string()
      .trim()
      .max(30, 'Keep the number under 30 characters')
      .regex(/^[A-Za-z0-9 -]*$/, 'Use letters, digits, spaces and hyphens')
      .nullable()
      .optional(),
  })
  .superRefine((traveller, ctx) => {
    if (traveller.kind === 'child' && (traveller.age === null || traveller.age < 2 || traveller.age > 17)) ctx.addIssue({ code: 'custom', path: ['age'], message: 'A child is 2 to 17' });
    if (traveller.kind === 'infant' && (traveller.age === null || traveller.age > 1)) ctx.addIssue({ code: 'custom', path: ['age'], message: 'An infant is under 2' });
    if (traveller.kind === 'adult' && traveller.age !== null && traveller.age < 18) ctx.addIssue({ code: 'custom', path: ['age'], message: 'An adult is 18 or over' });
    if (traveller.id_document_number && traveller.id_document_type === null) ctx.addIssue({ code: 'custom', path: ['id_document_type'], message: 'Choose which document the number is of' });
  });
export type TravellerInput = z.input<typeof travellerInputSchema>;

const travellerListField = z
  .array(travellerInputSchema)
  .min(1, 'Add at least one traveller')
  .max(MAX_BOOKING_TRAVELLERS, `At most ${MAX_BOOKING_TRAVELLERS} travellers`)
  .superRefine((travellers, ctx) => {
    if (travellers.filter((traveller) => traveller.lead).length > 1) ctx.addIssue({ code: 'custom', message: 'Only one traveller leads the group' });
  });

export const travellersUpdateRequestSchema = z.object({ travellers: travellerListField });
export type TravellersUpdateRequest = z.input<typeof travellersUpdateRequestSchema>;

export const travellerSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    kind: z.enum(TRAVELLER_KINDS),
    age: z.number().int().nullable(),
    lead: z.boolean(),
    id_document_type: z.enum(ID_DOCUMENT_TYPES).nullable(),
    /** `••••1234`; the whole number only through the document call. */
    id_document_masked: z.string().nullable(),
  })
  .meta({ id: 'BookingTraveller' });
export type Traveller = z.infer<typeof travellerSchema>;
export const travellerDocumentSchema = z.object({ id_document_type: z.enum(ID_DOCUMENT_TYPES).nullable(), id_document_number: z.string().nullable() });

// ---------------------------------------------------------------- booking

export const bookingCreateRequestSchema = z.object({
  itinerary_id: bodyId('Choose the trip'),
  /** The operations person who gets the services confirmed; none yet when absent. */
  assigned_to_id: bodyId('Choose who runs the booking').nullable().default(null),
  /** The travellers; absent: the customer alone, as the lead (the rest are added later). */
  travellers: travellerListField.optional(),
  notes: multiLine(2000).default(''),
});
export type BookingCreateRequest = z.input<typeof bookingCreateRequestSchema>;

export const bookingUpdateRequestSchema = z.object({
  assigned_to_id: bodyId('Choose who runs the booking').nullable().optional(),
  owner_id: bodyId('Choose the owner').optional(),
  notes: multiLine(2000).optional(),
});
export type BookingUpdateRequest = z.input<typeof bookingUpdateRequestSchema>;

export const bookingCancelRequestSchema = z.object({
  reason: singleLine('Say why the booking is cancelled', 500),
  /** Send each supplier with a requested or confirmed service a cancellation, by their channel. */
  tell_suppliers: z.boolean().default(true),
});
export type BookingCancelRequest = z.input<typeof bookingCancelRequestSchema>;

const refSchema = z.object({ id: z.number().int(), name: z.string() });

export const serviceSchema = z
  .object({
    id: z.number().int(),
    position: z.number().int(),
    source: z.enum(SERVICE_SOURCES),
    category: z.enum(PRODUCT_CATEGORY_TYPES).nullable(),
    /** The day it starts on (null for transport over the whole trip). */
    day_number: z.number().int().nullable(),
    first_date: z.string(),
    last_date: z.string(),
    nights: z.number().int(),
    place: refSchema.nullable(),
    label: z.string(),
    product_id: z.number().int().nullable(),
    variant_id: z.number().int().nullable(),
    variant_name: z.string().nullable(),
    supplier: refSchema.nullable(),
    /** How the supplier is reached; null without `suppliers.view`, or for a line with no supplier. */
    supplier_contact: z.object({ name: z.string(), phone: z.string(), email: z.string(), whatsapp: z.string() }).nullable(),
    /** Rooms for a stay, vehicles for transport, people for an activity. */
    quantity: z.number().int(),
    /** Who it is for, as the supplier reads it: "2 adults, 1 child (8)". */
    travellers_text: z.string(),
    time: z.string().nullable(),
    notes: z.string(),
    status: z.enum(SERVICE_STATUSES),
    /** Why the supplier declined, or why it was cancelled. */
    status_reason: z.string(),
    confirmation_number: z.string().nullable(),
    voucher_number: z.string().nullable(),
    requested_at: z.string().nullable(),
    request_channel: z.enum(MESSAGE_CHANNELS).nullable(),
    /** When the supplier's link of the latest request stops working. */
    request_expires_at: z.string().nullable(),
    confirmed_at: z.string().nullable(),
    currency: z.string(),
    /** Null without the itineraries' cost rule (`itineraries.view`). */
    cost_paise: z.number().int().nullable(),
    sell_paise: z.number().int(),
    /** As the accepted version had them: a change of supplier prices the service again. */
    cost_at_booking_paise: z.number().int().nullable(),
    sell_at_booking_paise: z.number().int(),
    updated_at: z.string(),
  })
  .meta({ id: 'BookingService' });
export type BookingService = z.infer<typeof serviceSchema>;

export const serviceCountsSchema = z.object({
  total: z.number().int(),
  confirmed: z.number().int(),
  /** Pending, requested or rejected: still to be confirmed. */
  open: z.number().int(),
  rejected: z.number().int(),
  cancelled: z.number().int(),
});

export const bookingSummarySchema = z
  .object({
    id: z.number().int(),
    /** What staff and suppliers quote: UA-2026-000123 (the year it was made). */
    reference: z.string(),
    status: z.enum(BOOKING_STATUSES),
    itinerary: z.object({ id: z.number().int(), reference: z.string(), title: z.string() }),
    version: z.number().int(),
    customer_name: z.string(),
    start_date: z.string(),
    end_date: z.string(),
    nights: z.number().int(),
    travellers_count: z.number().int(),
    owner: refSchema,
    assigned_to: refSchema.nullable(),
    services: serviceCountsSchema,
    /** The accepted version's price with taxes: what the customer pays. */
    total_paise: z.number().int(),
    currency: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'BookingSummary' });
export type BookingSummary = z.infer<typeof bookingSummarySchema>;
export const bookingSummaryPageSchema = pageOf(bookingSummarySchema);

export const bookingSchema = bookingSummarySchema
  .extend({
    customer: z.object({ name: z.string(), phone: z.string(), email: z.string(), whatsapp: z.string(), city: z.string() }),
    notes: z.string(),
    travellers: z.array(travellerSchema),
    service_list: z.array(serviceSchema),
    cancelled_at: z.string().nullable(),
    cancel_reason: z.string(),
  })
  .meta({ id: 'Booking' });
export type Booking = z.infer<typeof bookingSchema>;

export const DEPARTURE_DAYS_DEFAULT = 14;
/** The furthest the departures look ahead, in days. */
export const DEPARTURE_DAYS_MAX = 90;

export const BOOKING_ORDERINGS = ['start_date', '-start_date', '-created', '-updated'] as const;
export const bookingListQuerySchema = pageQuerySchema.extend({
  /** A booking or trip reference, the trip's title or the customer's name. */
  search: querySearchText,
  status: queryList(z.enum(BOOKING_STATUSES)).optional(),
  /** Bookings travelling on or after this date (their last day is not before it). */
  travel_from: isoDateField.optional(),
  /** Bookings whose first day is on or before this date. */
  travel_to: isoDateField.optional(),
  owner: queryId.optional(),
  /** A person's id, or `none` for bookings nobody runs yet. */
  assigned: z.union([z.literal('none'), queryId]).optional(),
  /** Bookings with a service (not cancelled) from this supplier. */
  supplier: queryId.optional(),
  /** `true`: only bookings with a service still to be confirmed. */
  unconfirmed: queryBoolean.optional(),
  /** Bookings still running (not cancelled or completed) whose first day falls within this many days from today in India, today included: the departures. */
  departing_within: z.coerce.number().int().min(1).max(DEPARTURE_DAYS_MAX).optional(),
  /** `true`: only bookings with a service requested of its supplier and not answered yet. */
  awaiting_supplier: queryBoolean.optional(),
  ordering: z.enum(BOOKING_ORDERINGS).default('start_date'),
});
export type BookingListQuery = z.input<typeof bookingListQuerySchema>;

export const departuresQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(DEPARTURE_DAYS_MAX).default(DEPARTURE_DAYS_DEFAULT),
  /** Only the bookings this person runs. */
  assigned: queryId.optional(),
});
/** The operations view: bookings not cancelled that start within the days, earliest first, with their open services. */
export const departureListSchema = z.object({
  from: z.string(),
  to: z.string(),
  results: z.array(bookingSummarySchema.extend({ open_services: z.array(serviceSchema) })),
});
export type DepartureList = z.infer<typeof departureListSchema>;

// ---------------------------------------------------------------- service actions

export const SERVICE_ACTIONS = ['request', 'confirm', 'reject', 'cancel', 'change_supplier', 'send_voucher'] as const;
export type ServiceAction = (typeof SERVICE_ACTIONS)[number];
/**
 * The statuses each staff action starts from: the server refuses the rest (409 `booking.service_status`)
 * and the booking page offers only these. The supplier's page confirms or declines a requested one.
 */
export const SERVICE_ACTION_FROM = {
  request: ['pending', 'requested', 'rejected'],
  confirm: ['pending', 'requested', 'rejected'],
  reject: ['pending', 'requested'],
  cancel: ['pending', 'requested', 'confirmed', 'rejected'],
  change_supplier: ['pending', 'rejected'],
  send_voucher: ['confirmed'],
} as const satisfies Record<ServiceAction, readonly ServiceStatus[]>;

export function serviceActionAllowed(action: ServiceAction, status: ServiceStatus): boolean {
  return (SERVICE_ACTION_FROM[action] as readonly ServiceStatus[]).includes(status);
}

export const SUPPLIER_LINK_DAYS_DEFAULT = 7;
export const SUPPLIER_LINK_DAYS_MAX = 30;

const serviceId = bodyId('Choose the service');
const confirmationNumber = singleLine('Enter the supplier’s confirmation number', 60);

/**
 * What staff do with a service. `request` again on a requested service sends a fresh request and
 * retires the earlier link. The channel of a request defaults to the supplier's: WhatsApp when a
 * contact has a WhatsApp number, else mail.
 */
export const serviceActionRequestSchema = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('request'),
      service_id: serviceId,
      channel: z.enum(MESSAGE_CHANNELS).nullable().default(null),
      expires_in_days: z.number().int().min(1, 'At least a day').max(SUPPLIER_LINK_DAYS_MAX, `At most ${SUPPLIER_LINK_DAYS_MAX} days`).default(SUPPLIER_LINK_DAYS_DEFAULT),
    }),
    z.object({ action: z.literal('confirm'), service_id: serviceId, confirmation_number: confirmationNumber, note: optionalLine(500).default('') }),
    z.object({ action: z.literal('reject'), service_id: serviceId, reason: singleLine('Say why the supplier declined', 500) }),
    z.object({ action: z.literal('cancel'), service_id: serviceId, reason: singleLine('Say why the service is cancelled', 500), tell_supplier: z.boolean().default(true) }),
    /** A rejected (or not yet requested) service moves to another variant of the same kind, in the same place; priced again. */
    z.object({ action: z.literal('change_supplier'), service_id: serviceId, variant_id: bodyId('Choose the new variant') }),
    z.object({ action: z.literal('send_voucher'), service_id: serviceId, channel: z.enum(MESSAGE_CHANNELS, 'Choose mail or WhatsApp') }),
  ],
  { error: 'Choose an action: request, confirm, reject, cancel, change_supplier or send_voucher' },
);
export type ServiceActionRequest = z.input<typeof serviceActionRequestSchema>;

/** What a supplier should be told of a cancellation, and whether the app told them. */
export const supplierNoticeSchema = z.object({
  supplier: refSchema,
  services: z.array(z.object({ id: z.number().int(), label: z.string(), first_date: z.string(), last_date: z.string(), confirmation_number: z.string().nullable() })),
  /** A message was queued to them (see the conversation); false: tell them yourself. */
  told: z.boolean(),
  channel: z.enum(MESSAGE_CHANNELS).nullable(),
  /** Why they were not told: no contact, the channel is not set up, not asked to. */
  not_told_reason: z.string().nullable(),
});
export type SupplierNotice = z.infer<typeof supplierNoticeSchema>;

export const serviceActionResponseSchema = z.object({ booking: bookingSchema, supplier_notices: z.array(supplierNoticeSchema) }).meta({ id: 'ServiceActionResult' });
export type ServiceActionResponse = z.infer<typeof serviceActionResponseSchema>;
export const bookingCancelResponseSchema = serviceActionResponseSchema;

export const voucherLinkSchema = z.object({
  voucher_number: z.string(),
  /** The traveller's page; the PDF is at the same address plus `pdf/`. */
  url: z.string(),
  expires_at: z.string(),
});
export type VoucherLink = z.infer<typeof voucherLinkSchema>;

// ---------------------------------------------------------------- comments

/** Only the author edits a comment, within this many minutes of writing it. */
export const COMMENT_EDIT_MINUTES = 15;
export const MAX_COMMENT_MENTIONS = 20;

export const commentCreateRequestSchema = z.object({
  body: multiLine(4000).refine((value) => value.trim() !== '', 'Write the comment'),
  /** The people picked with `@`: each gets a notification (type `comment`) linking to the comment. */
  mention_ids: bodyIdList(MAX_COMMENT_MENTIONS).default([]),
});
export type CommentCreateRequest = z.input<typeof commentCreateRequestSchema>;
export const commentUpdateRequestSchema = commentCreateRequestSchema;

export const commentSchema = z
  .object({
    id: z.number().int(),
    author: refSchema,
    body: z.string(),
    mentions: z.array(refSchema),
    created_at: z.string(),
    edited_at: z.string().nullable(),
    /** Until when the author may edit it. */
    editable_until: z.string(),
    /** Earlier texts, oldest first. */
    revisions: z.array(z.object({ body: z.string(), replaced_at: z.string() })),
  })
  .meta({ id: 'BookingComment' });
export type BookingComment = z.infer<typeof commentSchema>;
export const commentPageSchema = pageOf(commentSchema);

// ---------------------------------------------------------------- timeline

export const TIMELINE_KINDS = ['booking', 'service', 'message', 'comment', 'payment'] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export const timelineQuerySchema = z.object({
  /** The cursor of the page before: `next` carries it. */
  before: z
    .string()
    .regex(/^\d{13}\.[a-z]+\.\d{1,10}$/, 'Not a timeline cursor')
    .optional(),
  page_size: z.coerce.number().int().min(1).max(100).default(25),
});

export const timelineEntrySchema = z
  .object({
    /** Unique across kinds: `event:12`, `message:40`, `comment:7`. */
    id: z.string(),
    kind: z.enum(TIMELINE_KINDS),
    at: z.string(),
    /** The staff member who did it; null for the supplier (through their link), the customer or the system. */
    actor: refSchema.nullable(),
    /** Who did it, in words: a name, "Tea County (supplier)", "System". */
    actor_label: z.string(),
    title: z.string(),
    detail: z.string().nullable(),
    service_id: z.number().int().nullable(),
    /** For a message: its channel, direction and status now. */
    message: z.object({ id: z.number().int(), channel: z.enum(MESSAGE_CHANNELS), direction: z.enum(MESSAGE_DIRECTIONS), status: z.enum(MESSAGE_STATUSES) }).nullable(),
    comment_id: z.number().int().nullable(),
  })
  .meta({ id: 'TimelineEntry' });
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;
export const timelinePageSchema = z.object({ count: z.number().int(), next: z.string().nullable(), previous: z.string().nullable(), results: z.array(timelineEntrySchema) });
export type TimelinePage = z.infer<typeof timelinePageSchema>;

// ---------------------------------------------------------------- the supplier's page

/** The supplier's answer through their link (a form post). */
export const supplierAnswerRequestSchema = z.discriminatedUnion('answer', [
  z.object({ answer: z.literal('confirm'), confirmation_number: confirmationNumber }),
  z.object({ answer: z.literal('decline'), reason: singleLine('Say why you cannot take it', 500) }),
]);
export type SupplierAnswerRequest = z.input<typeof supplierAnswerRequestSchema>;
