import { z } from 'zod';
import { NOTIFICATION_CHANNELS, NOTIFICATION_TYPES, type NotificationType } from './constants.ts';

export { NOTIFICATION_CHANNEL_DEFAULTS, NOTIFICATION_CHANNELS, NOTIFICATION_PATHS, NOTIFICATION_STREAM_PING_MS, NOTIFICATION_TYPE_LABELS, REQUIRED_NOTIFICATION_TYPES, notificationTypesFor } from './constants.ts';
export type { NotificationChannel } from './constants.ts';

export const notificationChannelSchema = z.enum(NOTIFICATION_CHANNELS);

/** Each type in plain English, as the settings page lists it and a staff member's mail names it. */
export const NOTIFICATION_TYPE_TITLES: Record<NotificationType, { title: string; description: string }> = {
  itinerary: { title: 'Itineraries', description: 'Quotes that need a follow-up, and changes to trips you look after.' },
  booking: { title: 'Bookings', description: 'Services still unconfirmed before travel, and changes to bookings.' },
  payment: { title: 'Payments', description: 'Dues coming up or overdue, payments received and payment links that expired.' },
  supplier: { title: 'Suppliers', description: 'Answers from suppliers to the services you requested.' },
  comment: { title: 'Mentions', description: 'When someone mentions you in a booking’s comments.' },
  wallet: { title: 'Agent wallets', description: 'Top-ups waiting for approval, low balances and wallet changes.' },
  whatsapp: { title: 'WhatsApp messages', description: 'Customers’ and suppliers’ WhatsApp messages, and replies still waiting for an answer.' },
  system: { title: 'Announcements', description: 'What staff send to everyone from the admin screen.' },
};

/** A date of the notification's record it can be snoozed until, e.g. `{ key: 'due_date', label: 'the balance due date', at }`. */
export const snoozeDateSchema = z.object({ key: z.string(), label: z.string(), at: z.string() });
export type SnoozeDate = z.infer<typeof snoozeDateSchema>;

/** Snooze until a moment, until one of the record's dates (by its key), or `until: null` to bring it back now. */
export const snoozeRequestSchema = z.union([
  z.object({ until: z.iso.datetime({ offset: true }).nullable() }).strict(),
  z.object({ until_date: z.string().trim().min(1).max(50) }).strict(),
]);
export type SnoozeRequest = z.infer<typeof snoozeRequestSchema>;

const channelsSchema = z.object({ bell: z.boolean(), mail: z.boolean(), whatsapp: z.boolean() });

/** One type as the settings page shows it: whether the person's labels allow it, and what each channel does. */
export const notificationPreferenceSchema = z.object({
  notification_type: z.enum(NOTIFICATION_TYPES),
  /** False when the person's labels do not allow the type: they receive none, whatever the channels say. */
  allowed: z.boolean(),
  /** A required type cannot be turned off in the bell. */
  required: z.boolean(),
  channels: channelsSchema,
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

export const notificationPreferencesResponseSchema = z.object({
  /** The person's own WhatsApp number (E.164), which the WhatsApp channel needs. */
  whatsapp_number: z.string().nullable(),
  types: z.array(notificationPreferenceSchema),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesResponseSchema>;

export const notificationPreferencesRequestSchema = z
  .object({
    whatsapp_number: z
      .string()
      .trim()
      .regex(/^\+[1-9][0-9]{7,14}$/, 'Give the number with its country code, e.g. +919812345678.')
      .nullable()
      .optional(),
    types: z
      .array(z.object({ notification_type: z.enum(NOTIFICATION_TYPES), channels: channelsSchema.partial().strict() }).strict())
      .max(NOTIFICATION_TYPES.length * 2)
      .optional(),
  })
  .strict();
export type NotificationPreferencesRequest = z.infer<typeof notificationPreferencesRequestSchema>;
