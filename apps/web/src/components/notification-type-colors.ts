import type { MantineColor } from '@mantine/core';

/** The notification types of DOMAIN.md, in the order the bell lists them, each with its colour. */
const TYPE_COLORS: Record<string, MantineColor> = {
  itinerary: 'cyan',
  booking: 'blue',
  payment: 'green',
  supplier: 'grape',
  comment: 'orange',
  wallet: 'yellow',
  whatsapp: 'teal',
  system: 'gray',
};

export const KNOWN_NOTIFICATION_TYPES = Object.keys(TYPE_COLORS);

/** A steady colour per notification type, so a type looks the same in the bell and on the home page. */
export function typeColor(type: string): MantineColor {
  return TYPE_COLORS[type] ?? 'teal';
}
