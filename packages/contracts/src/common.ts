import { z } from 'zod';

/** Every error the API answers: a readable `detail`, plus `errors` keyed by field for validation. */
export const errorResponseSchema = z
  .object({
    detail: z.string(),
    code: z.string().optional(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'Error' });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const idParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const MAX_PAGE_SIZE = 100;
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(25),
});

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

/** The permission labels of DOMAIN.md: what each one lets a holder do. */
export const PERMISSION_LABELS = {
  'staff.manage': 'Add staff, edit their names, grant and withdraw access levels, deactivate accounts',
  'notifications.send': 'Send notifications to staff from the admin screen',
  'audit.view': 'Read the audit log of who changed what',
  'locations.view': 'Browse the destination tree',
  'locations.manage': 'Create, edit, move and deactivate destinations and their tags',
  'suppliers.view': 'Browse suppliers and their contacts',
  'suppliers.manage': 'Create, edit and deactivate suppliers',
  'products.view': 'Browse and search products and variants',
  'products.manage': 'Create and edit products, variants and prices',
  'itineraries.view': 'Read itineraries and final itineraries',
  'itineraries.manage': 'Build and edit itineraries, day schedules and transport charges',
  'bookings.view': 'Read bookings and their comment threads',
  'bookings.manage': 'Act on booking services with suppliers and comment on bookings',
  'payments.view': 'Read due payments, payment links, mails and suppliers\u2019 bank details',
  'payments.record': 'Add due payments, record partial payments, send links and payment mails',
  'agents.view': 'Browse B2B agents',
  'agents.manage': 'Create and edit B2B agents, their commission and credit limit',
  'wallet.view': 'Read agents\u2019 wallet ledgers and balances',
  'wallet.adjust': 'Add wallet entries: top-ups, refunds and adjustments',
  'messaging.send': 'Send WhatsApp and email messages to customers and suppliers',
} as const;
export type PermissionLabel = keyof typeof PERMISSION_LABELS;
export const permissionLabels = Object.keys(PERMISSION_LABELS) as PermissionLabel[];
export const permissionLabelSchema = z.enum(permissionLabels as [PermissionLabel, ...PermissionLabel[]]);
