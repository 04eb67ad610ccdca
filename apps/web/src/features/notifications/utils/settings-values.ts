import { NOTIFICATION_CHANNELS, NOTIFICATION_TYPES, type NotificationChannel, type NotificationType } from '@ua/contracts/constants';
import type { NotificationPreferences, NotificationPreferencesRequest } from '@ua/contracts';

export type Channels = Record<NotificationChannel, boolean>;

/** The settings form: the number as typed, and each type's channels. */
export type SettingsValues = { whatsapp_number: string; types: Record<NotificationType, Channels> };

export function settingsValuesOf(saved: NotificationPreferences): SettingsValues {
  const types = Object.fromEntries(saved.types.map((entry) => [entry.notification_type, { ...entry.channels }])) as Record<NotificationType, Channels>;
  return { whatsapp_number: saved.whatsapp_number ?? '', types };
}

/**
 * What a save sends: only the channels that changed from what is saved (a type never touched keeps
 * following its default), and the number only when it changed (a blank box clears it).
 */
export function settingsRequestOf(values: SettingsValues, saved: NotificationPreferences): NotificationPreferencesRequest {
  const typed = values.whatsapp_number.trim();
  const number = typed === '' ? null : typed;
  const before = settingsValuesOf(saved).types;
  const types = NOTIFICATION_TYPES.flatMap((type) => {
    const changed = NOTIFICATION_CHANNELS.filter((channel) => values.types[type]?.[channel] !== before[type]?.[channel]);
    return changed.length === 0 ? [] : [{ notification_type: type, channels: Object.fromEntries(changed.map((channel) => [channel, values.types[type][channel]])) }];
  });
  return { ...(number !== saved.whatsapp_number ? { whatsapp_number: number } : {}), ...(types.length > 0 ? { types } : {}) };
}

export const WHATSAPP_NEEDS_NUMBER = 'Give your WhatsApp number, with its country code, to get notifications on WhatsApp.';

/** What the server would refuse and the schema cannot see: WhatsApp on for some type with no number. */
export function settingsProblems(values: SettingsValues): Record<string, string> {
  const wantsWhatsapp = NOTIFICATION_TYPES.some((type) => values.types[type]?.whatsapp);
  return wantsWhatsapp && values.whatsapp_number.trim() === '' ? { whatsapp_number: WHATSAPP_NEEDS_NUMBER } : {};
}
