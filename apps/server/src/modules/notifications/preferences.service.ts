import {
  NOTIFICATION_CHANNEL_DEFAULTS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TYPES,
  REQUIRED_NOTIFICATION_TYPES,
  notificationTypesFor,
  type NotificationChannel,
  type NotificationPreferences,
  type NotificationPreferencesRequest,
  type NotificationType,
} from '@ua/contracts';
import type { ServiceContext, StaffActor } from '../../core/actor.ts';
import type { Db } from '../../db/client.ts';
import { validationError } from '../../lib/errors.ts';
import { setStaffWhatsappNumber, staffWhatsappNumber } from '../admin/index.ts';
import { saveChoices, storedChoices, type ChannelChoice } from './preferences.repository.ts';

/**
 * Each person's own notification settings: per type, which channels (bell, mail, WhatsApp) it reaches
 * them on, and the WhatsApp number that channel needs. `notify` reads the stored choices; a type and
 * channel with no choice follows the channel's default, and a required type always reaches the bell.
 * Not audited: no personal setting is (the audit log records business changes and access).
 */

type Channels = Record<NotificationChannel, boolean>;

const isRequired = (type: NotificationType) => REQUIRED_NOTIFICATION_TYPES.includes(type);

function channelsOf(choices: readonly ChannelChoice[], type: NotificationType): Channels {
  const channels = { ...NOTIFICATION_CHANNEL_DEFAULTS };
  for (const choice of choices) if (choice.type === type) channels[choice.channel] = choice.enabled;
  if (isRequired(type)) channels.bell = true;
  return channels;
}

function preferencesOf(actor: StaffActor, choices: readonly ChannelChoice[], whatsappNumber: string | null): NotificationPreferences {
  const allowed = new Set(notificationTypesFor(actor.labels));
  return {
    whatsapp_number: whatsappNumber,
    types: NOTIFICATION_TYPES.map((type) => ({ notification_type: type, allowed: allowed.has(type), required: isRequired(type), channels: channelsOf(choices, type) })),
  };
}

export async function readPreferences(db: Db, actor: StaffActor): Promise<NotificationPreferences> {
  return preferencesOf(actor, await storedChoices(db, actor.userId), await staffWhatsappNumber(db, actor.userId));
}

/** The choices a request makes, one per type and channel it names; 400 for a type named twice or a required type turned off in the bell. */
function requestedChoices(input: NotificationPreferencesRequest): ChannelChoice[] {
  const fields: Record<string, string[]> = {};
  const seen = new Set<NotificationType>();
  const choices: ChannelChoice[] = [];
  for (const entry of input.types ?? []) {
    const type = entry.notification_type;
    if (seen.has(type)) fields.types = [`Give each type once: ${type} is given twice.`];
    seen.add(type);
    if (isRequired(type) && entry.channels.bell === false) fields[`types.${type}.bell`] = [`${type} notifications always reach the bell: they cannot be turned off there.`];
    for (const channel of NOTIFICATION_CHANNELS) {
      const enabled = entry.channels[channel];
      if (enabled !== undefined) choices.push({ type, channel, enabled });
    }
  }
  if (Object.keys(fields).length > 0) throw validationError(fields, 'Some notification settings cannot be saved.');
  return choices;
}

/**
 * Saves the person's own choices and WhatsApp number (each only when given) and answers the settings as
 * they now stand. Nothing is saved when WhatsApp would be on for some type without a number to send to.
 */
export async function updatePreferences({ db, actor }: ServiceContext, input: NotificationPreferencesRequest): Promise<NotificationPreferences> {
  const changes = requestedChoices(input);
  return db.transaction(async (tx) => {
    // Held until commit: a save that clears the number and one that turns WhatsApp on take turns.
    const storedNumber = await staffWhatsappNumber(tx, actor.userId, { forUpdate: true });
    const whatsappNumber = input.whatsapp_number === undefined ? storedNumber : input.whatsapp_number;
    const choices = [...(await storedChoices(tx, actor.userId)), ...changes];
    if (whatsappNumber === null && NOTIFICATION_TYPES.some((type) => channelsOf(choices, type).whatsapp)) {
      throw validationError({ whatsapp_number: ['Give your WhatsApp number, with its country code, to get notifications on WhatsApp.'] }, 'WhatsApp needs your number.');
    }
    await saveChoices(tx, actor.userId, changes);
    if (whatsappNumber !== storedNumber) await setStaffWhatsappNumber(tx, actor.userId, whatsappNumber);
    return preferencesOf(actor, choices, whatsappNumber);
  });
}
