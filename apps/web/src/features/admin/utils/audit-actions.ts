import type { MantineColor } from '@mantine/core';
import type { AuditAction } from '@ua/contracts';
import { isAuditAction } from './audit-labels';

const ACTION_COLORS: Record<AuditAction, MantineColor> = {
  create: 'teal',
  update: 'blue',
  move: 'blue',
  attach_tag: 'blue',
  detach_tag: 'blue',
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
  change_status: 'blue',
  freeze: 'indigo',
  accept: 'teal',
  create_link: 'grape',
  revoke_link: 'orange',
  request: 'grape',
  confirm: 'teal',
  reject: 'red',
  cancel: 'red',
  change_supplier: 'blue',
  reveal: 'gray',
  set_plan: 'blue',
  waive: 'orange',
  record: 'teal',
  reverse: 'red',
  refund: 'orange',
  refresh: 'gray',
  overdue: 'red',
  remind: 'grape',
  approve: 'teal',
  expire: 'orange',
  adjust: 'blue',
  pay: 'teal',
  return: 'orange',
  commission: 'teal',
};

/** A steady colour per action: additions green, removals red, access events grey. */
export function actionColor(action: string): MantineColor {
  return isAuditAction(action) ? ACTION_COLORS[action] : 'gray';
}
