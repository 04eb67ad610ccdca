import { z } from 'zod';
import { MAX_PAGE_SIZE, PERMISSION_LABELS, pageOf, permissionLabelSchema, permissionLabels, type PermissionLabel } from './common.ts';
import { bodyIdList, hasControlCharacter, pageQuerySchema, queryBoolean, queryId, queryList, querySearchText } from './fields.ts';
import { notificationTypeSchema } from './shell.ts';
import { CATALOGUE_AUDIT_ENTITY_TYPES } from './catalogue.ts';
import { JOB_AUDIT_ENTITY_TYPE } from './system.ts';
import { ITINERARY_AUDIT_ENTITY_TYPES } from './itineraries.ts';
import { MESSAGING_AUDIT_ENTITY_TYPES } from './messaging.ts';
import { BOOKING_AUDIT_ENTITY_TYPES } from './bookings.ts';
import { PAYMENT_AUDIT_ENTITY_TYPES } from './payments.ts';
import { AGENT_AUDIT_ENTITY_TYPES } from './agents.ts';
import { WALLET_AUDIT_ENTITY_TYPES } from './wallet.ts';

export const ADMIN_PATHS = {
  staff: '/api/admin/staff/',
  staffItem: (id: number | string) => `/api/admin/staff/${id}/`,
  accessLevels: '/api/admin/access-levels/',
  accessLevel: (id: number | string) => `/api/admin/access-levels/${id}/`,
  labels: '/api/admin/labels/',
  notifications: '/api/admin/notifications/',
  auditLog: '/api/admin/audit-log/',
  /** Names only, for pickers: open to whoever sends notifications or reads the audit log, not only staff managers. */
  staffLookup: '/api/admin/lookup/staff/',
  accessLevelLookup: '/api/admin/lookup/access-levels/',
} as const;

/** What the audit log's `entity_type` holds for the writes of this area. */
export const AUDIT_ENTITY_TYPES = { user: 'user', accessLevel: 'access_level', notificationBroadcast: 'notification_broadcast' } as const;

/**
 * Every `entity_type` the audit log holds: each area's own constants, gathered. The server's audit
 * writer takes only these, so an area that audits a new kind of record adds it to its constants.
 */
export const AUDITED_ENTITY_TYPES = [...Object.values(AUDIT_ENTITY_TYPES), ...Object.values(CATALOGUE_AUDIT_ENTITY_TYPES), ...Object.values(ITINERARY_AUDIT_ENTITY_TYPES), ...Object.values(MESSAGING_AUDIT_ENTITY_TYPES), ...Object.values(BOOKING_AUDIT_ENTITY_TYPES), ...Object.values(PAYMENT_AUDIT_ENTITY_TYPES), ...Object.values(AGENT_AUDIT_ENTITY_TYPES), ...Object.values(WALLET_AUDIT_ENTITY_TYPES), JOB_AUDIT_ENTITY_TYPE] as const;
export type AuditEntityType = (typeof AUDITED_ENTITY_TYPES)[number];
export const auditEntityTypeSchema = z.enum(AUDITED_ENTITY_TYPES, { error: 'Choose an entity type from the list' });

/** The actions the audit log records today, for its filter; an entry may still hold one added later. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'activate',
  'deactivate',
  'reactivate',
  'move',
  'attach_tag',
  'detach_tag',
  'send',
  'retry',
  'sign_in',
  'sign_in_failed',
  'logout',
  'logout_everywhere',
  'refresh_token_reuse',
  'unproven_password_dropped',
  'change_status',
  'freeze',
  'accept',
  'create_link',
  'revoke_link',
  'request',
  'confirm',
  'reject',
  'cancel',
  'change_supplier',
  'reveal',
  'set_plan',
  'waive',
  'record',
  'reverse',
  'refund',
  'refresh',
  'overdue',
  'remind',
  'approve',
  'expire',
  'adjust',
  'pay',
  'return',
  'commission',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const auditActionSchema = z.enum(AUDIT_ACTIONS, { error: 'Choose an action from the list' });

export const NAME_MAX = 100;
export const NOTIFICATION_MESSAGE_MAX = 2000;
export const NOTIFICATION_LINK_MAX = 2000;
/** How many people or levels one request may name; thousands of staff are reached through `all` or levels. */
export const MAX_IDS_PER_REQUEST = 1000;
const MAX_LEVELS_PER_STAFF = 50;

/** Trimmed text for one line of a table or a form: a name. */
const oneLine = () =>
  z
    .string()
    .trim()
    .max(NAME_MAX, `Use at most ${NAME_MAX} characters`)
    .refine((value) => !hasControlCharacter(value), 'Remove line breaks and control characters');

export const staffEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Use at most 254 characters')
  .pipe(z.email('Enter a valid email address'));
export const staffFirstNameSchema = oneLine().min(1, 'Enter a first name');
/** Many staff go by one name, so a last name may stay empty. */
export const staffLastNameSchema = oneLine();

// ---------------------------------------------------------------- staff

export const accessLevelRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type AccessLevelRef = z.infer<typeof accessLevelRefSchema>;

export const staffMemberSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    picture: z.string().nullable(),
    active: z.boolean(),
    joined: z.string(),
    last_login: z.string().nullable(),
    access_levels: z.array(accessLevelRefSchema),
  })
  .meta({ id: 'StaffMember' });
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListResponseSchema = pageOf(staffMemberSchema);
export type StaffListResponse = z.infer<typeof staffListResponseSchema>;

/** Sort keys of the staff table; a leading `-` sorts descending (DRF's `ordering`). */
export const STAFF_ORDERINGS = ['name', '-name', 'email', '-email', 'joined', '-joined', 'last_login', '-last_login'] as const;
export type StaffOrdering = (typeof STAFF_ORDERINGS)[number];

export const staffListQuerySchema = pageQuerySchema.extend({
  /** Part of a first name, last name, full name or email, any case. */
  search: z.string().trim().max(100).optional(),
  active: queryBoolean.optional(),
  /** Staff holding any of these levels. */
  access_level: queryList(queryId).optional(),
  ordering: z.enum(STAFF_ORDERINGS).default('name'),
});
export type StaffListQuery = z.input<typeof staffListQuerySchema>;

export const staffCreateRequestSchema = z.object({
  email: staffEmailSchema,
  first_name: staffFirstNameSchema,
  last_name: staffLastNameSchema.default(''),
  access_level_ids: bodyIdList(MAX_LEVELS_PER_STAFF).default([]),
});
export type StaffCreateRequest = z.input<typeof staffCreateRequestSchema>;

export const staffUpdateRequestSchema = z.object({
  first_name: staffFirstNameSchema.optional(),
  last_name: staffLastNameSchema.optional(),
  active: z.boolean().optional(),
  /** The full set the member should hold afterwards. */
  access_level_ids: bodyIdList(MAX_LEVELS_PER_STAFF).optional(),
});
export type StaffUpdateRequest = z.input<typeof staffUpdateRequestSchema>;

// ---------------------------------------------------------------- access levels and labels

const LABELS = permissionLabels as [PermissionLabel, ...PermissionLabel[]];
export const accessLevelLabelSchema = z.enum(LABELS, {
  error: (issue) => `Unknown permission label "${String(issue.input)}"`,
});

export const accessLevelNameSchema = oneLine().min(1, 'Enter a name');

export const accessLevelSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    // Plain strings: a label retired from the catalogue must not make a stored level unreadable.
    labels: z.array(z.string()),
    holder_count: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'AccessLevel' });
export type AccessLevel = z.infer<typeof accessLevelSchema>;
export const accessLevelListResponseSchema = z.array(accessLevelSchema);

export const accessLevelCreateRequestSchema = z.object({
  name: accessLevelNameSchema,
  labels: z.array(accessLevelLabelSchema).max(permissionLabels.length * 2, 'Too many labels'),
});
export type AccessLevelCreateRequest = z.input<typeof accessLevelCreateRequestSchema>;
export const accessLevelUpdateRequestSchema = accessLevelCreateRequestSchema.partial();
export type AccessLevelUpdateRequest = z.input<typeof accessLevelUpdateRequestSchema>;

export const accessLevelDeleteQuerySchema = z.object({
  /** Deleting a level that staff still hold takes them off it; say so explicitly. */
  confirm: queryBoolean.default(false),
});

export const permissionLabelInfoSchema = z.object({
  label: z.enum(LABELS),
  description: z.string(),
  /** The part before the dot; the editor groups labels by it. */
  area: z.string(),
});
export type PermissionLabelInfo = z.infer<typeof permissionLabelInfoSchema>;
export const permissionLabelListResponseSchema = z.array(permissionLabelInfoSchema);

export function permissionLabelCatalogue(): PermissionLabelInfo[] {
  return permissionLabels.map((label) => ({ label, description: PERMISSION_LABELS[label], area: label.split('.')[0] ?? label }));
}

// ---------------------------------------------------------------- notifications sent by staff

export const NOTIFICATION_LINK_MESSAGE = 'Use an http(s) address or a path on this site starting with a single /';
export const NOTIFICATION_LINK_CREDENTIALS_MESSAGE = 'Remove the user name or password from the link: it hides where the link goes';
// One leading slash, not two and not a backslash: `//host` and `/\host` leave the site in a browser.
const SITE_PATH = /^\/(?![/\\])/;
// Browsers drop tabs and line breaks inside URLs (`/\t/evil.com` becomes `//evil.com`) and read `\` as `/`.
const UNSAFE_LINK_CHARACTERS = /[\s\\]/;
const httpUrlSchema = z.url({ protocol: /^https?$/i });

// Anything before an @ in the authority is a user name (and password): `https://ua-internal.example@evil.com/`
// opens evil.com while reading as ours. Any @ there counts, an empty user name or password included; and
// browsers read `http:host` and `http:/host` as `http://host`, so the slashes are optional here.
const AUTHORITY_WITH_CREDENTIALS = /^https?:\/*[^/?#]*@/i;

/** Whether an http(s) link carries a user name or password (`https://user:pass@host`), even an empty one. */
export function hasLinkCredentials(value: string): boolean {
  return AUTHORITY_WITH_CREDENTIALS.test(value);
}

export function isSafeNotificationLink(value: string): boolean {
  if (UNSAFE_LINK_CHARACTERS.test(value) || hasControlCharacter(value) || hasLinkCredentials(value)) return false;
  return SITE_PATH.test(value) || httpUrlSchema.safeParse(value).success;
}

/** An empty link (a cleared form field) means none. */
export const notificationLinkSchema = z
  .string()
  .trim()
  .max(NOTIFICATION_LINK_MAX, `Use at most ${NOTIFICATION_LINK_MAX} characters`)
  .superRefine((value, ctx) => {
    if (value === '' || isSafeNotificationLink(value)) return;
    ctx.addIssue({ code: 'custom', message: hasLinkCredentials(value) ? NOTIFICATION_LINK_CREDENTIALS_MESSAGE : NOTIFICATION_LINK_MESSAGE });
  })
  .transform((value) => (value === '' ? null : value));

export const notificationMessageSchema = z
  .string()
  .overwrite((value) => value.replace(/\r\n?/g, '\n'))
  .trim()
  .min(1, 'Write a message')
  .max(NOTIFICATION_MESSAGE_MAX, `Use at most ${NOTIFICATION_MESSAGE_MAX} characters`)
  .refine((value) => !hasControlCharacter(value, '\n\t'), 'Remove control characters from the message');

export const notificationRecipientsSchema = z
  .object({
    user_ids: bodyIdList(MAX_IDS_PER_REQUEST).optional(),
    access_level_ids: bodyIdList(MAX_IDS_PER_REQUEST).optional(),
    all: z.boolean().optional(),
  })
  .refine((value) => value.all === true || (value.user_ids?.length ?? 0) > 0 || (value.access_level_ids?.length ?? 0) > 0, 'Choose at least one recipient');

export const sendNotificationRequestSchema = z.object({
  recipients: notificationRecipientsSchema,
  notification_type: notificationTypeSchema,
  message: notificationMessageSchema,
  link: notificationLinkSchema.nullish(),
});
export type SendNotificationRequest = z.input<typeof sendNotificationRequestSchema>;
export const sendNotificationResponseSchema = z.object({ created: z.number().int() });
export type SendNotificationResponse = z.infer<typeof sendNotificationResponseSchema>;

// ---------------------------------------------------------------- audit log

const isoDateTime = z.iso.datetime({ offset: true, error: 'Use an ISO date-time such as 2026-11-22T09:30:00+05:30' });

export const auditLogQuerySchema = pageQuerySchema
  .extend({
    actor: queryId.optional(),
    entity_type: auditEntityTypeSchema.optional(),
    entity_id: z.string().trim().min(1).max(100).optional(),
    action: auditActionSchema.optional(),
    /** Inclusive bounds on when the change was made. */
    from: isoDateTime.optional(),
    to: isoDateTime.optional(),
  })
  .refine((query) => !query.entity_id || query.entity_type, { path: ['entity_id'], message: 'Choose an entity type with the entity id' })
  .refine((query) => !query.from || !query.to || Date.parse(query.from) <= Date.parse(query.to), { path: ['to'], message: 'The end is before the start' });
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    created_at: z.string(),
    actor_id: z.number().int().nullable(),
    actor_email: z.string().nullable(),
    /** The actor's name as it is now ("Asha Rao"); null for the system or an account since removed. */
    actor_name: z.string().nullable(),
    /** One of AUDIT_ACTIONS, or an action recorded by a later version. */
    action: z.string(),
    entity_type: auditEntityTypeSchema,
    entity_id: z.string().nullable(),
    /** The entity's name as it is now ("Sales team"), where the server can name it; null otherwise. */
    entity_name: z.string().nullable(),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    ip: z.string().nullable(),
    request_id: z.string().nullable(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogResponseSchema = pageOf(auditEntrySchema);
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;

// ---------------------------------------------------------------- lookups for pickers

/**
 * Who may look staff and levels up by name: whoever manages staff, sends notifications (to pick
 * recipients) or reads the audit log (to pick an actor). They see names and emails, nothing else.
 */
export const LOOKUP_LABELS = ['staff.manage', 'notifications.send', 'audit.view'] as const satisfies readonly PermissionLabel[];
/**
 * Staff names are also looked up by sales, to give a trip its owner or list one person's trips, and
 * by operations, to assign a booking or mention a colleague in its comments.
 */
export const STAFF_LOOKUP_LABELS = [...LOOKUP_LABELS, 'itineraries.view', 'itineraries.manage', 'bookings.view', 'bookings.manage'] as const satisfies readonly PermissionLabel[];
export const LOOKUP_PAGE_MAX = 50;

export const staffLookupQuerySchema = pageQuerySchema.extend({
  /** Part of a first name, last name, full name or email, any case. */
  q: querySearchText,
  /** Exactly these people (a picker naming what a URL holds); `q` still narrows. */
  id: queryList(queryId).optional(),
  active: queryBoolean.optional(),
  /** Only the people who hold this label (a booking's assignee and its mentions must read bookings). */
  holds: permissionLabelSchema.optional(),
  page_size: z.coerce.number().int().min(1).max(LOOKUP_PAGE_MAX).default(20),
});
export type StaffLookupQuery = z.input<typeof staffLookupQuerySchema>;

export const staffLookupItemSchema = z
  .object({
    id: z.number().int(),
    /** "Asha Rao", or the email for an account nobody has named yet. */
    name: z.string(),
    email: z.string(),
  })
  .meta({ id: 'StaffLookupItem' });
export type StaffLookupItem = z.infer<typeof staffLookupItemSchema>;
export const staffLookupResponseSchema = pageOf(staffLookupItemSchema);
export type StaffLookupResponse = z.infer<typeof staffLookupResponseSchema>;

export const accessLevelLookupQuerySchema = pageQuerySchema.extend({
  /** Part of the level's name, any case. */
  q: querySearchText,
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(MAX_PAGE_SIZE),
});
export type AccessLevelLookupQuery = z.input<typeof accessLevelLookupQuerySchema>;
export const accessLevelLookupResponseSchema = pageOf(accessLevelRefSchema);
export type AccessLevelLookupResponse = z.infer<typeof accessLevelLookupResponseSchema>;
