import type { MantineColor } from '@mantine/core';

const ACTION_COLORS: Record<string, MantineColor> = {
  create: 'teal',
  update: 'blue',
  move: 'blue',
  delete: 'red',
  deactivate: 'orange',
  activate: 'teal',
  reactivate: 'teal',
  send: 'grape',
  retry: 'orange',
  sign_in: 'gray',
  sign_in_failed: 'red',
  refresh_token_reuse: 'red',
  logout: 'gray',
  logout_everywhere: 'gray',
  unproven_password_dropped: 'red',
};

/** A steady colour per action: additions green, removals red, access events grey. */
export function actionColor(action: string): MantineColor {
  return ACTION_COLORS[action] ?? 'gray';
}
