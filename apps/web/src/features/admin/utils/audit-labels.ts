import { AUDITED_ENTITY_TYPES, AUDIT_ACTIONS, type AuditAction, type AuditEntityType, type AuditEntry } from '@ua/contracts';

/** What each kind of record is called on screen; a Record, so a type added to the contract must be named here. */
const ENTITY_TYPE_LABELS: Record<AuditEntityType, string> = {
  user: 'Staff member',
  access_level: 'Access level',
  notification_broadcast: 'Notification',
  location: 'Location',
  location_tag: 'Location tag',
  supplier: 'Supplier',
  product: 'Product',
  product_variant: 'Product variant',
  job: 'Background job',
  itinerary: 'Itinerary',
  final_itinerary: 'Final itinerary',
  itinerary_customer_link: 'Customer link',
  message: 'Message',
  booking: 'Booking',
  booking_service: 'Booking service',
  booking_comment: 'Booking comment',
  booking_traveller: 'Traveller',
  payment_plan: 'Payment plan',
  payment_due: 'Due payment',
  payment: 'Payment',
  payment_link: 'Payment link',
  agent: 'Agent',
  wallet_entry: 'Wallet entry',
  wallet_top_up: 'Wallet top-up',
};

const ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  activate: 'Activated',
  deactivate: 'Deactivated',
  reactivate: 'Reactivated',
  move: 'Moved',
  attach_tag: 'Tag added',
  detach_tag: 'Tag removed',
  send: 'Sent',
  retry: 'Retried',
  sign_in: 'Signed in',
  sign_in_failed: 'Sign-in failed',
  logout: 'Signed out',
  logout_everywhere: 'Signed out everywhere',
  refresh_token_reuse: 'Reused session token refused',
  unproven_password_dropped: 'Unproven password removed',
  change_status: 'Status changed',
  freeze: 'Frozen as a version',
  accept: 'Accepted',
  request: 'Requested from the supplier',
  confirm: 'Confirmed',
  reject: 'Rejected',
  cancel: 'Cancelled',
  change_supplier: 'Supplier changed',
  reveal: 'ID number shown',
  create_link: 'Link made',
  revoke_link: 'Link revoked',
  set_plan: 'Payment plan set',
  waive: 'Waived',
  record: 'Recorded',
  reverse: 'Reversed',
  refund: 'Refunded',
  refresh: 'Refreshed from the gateway',
  overdue: 'Became overdue',
  remind: 'Reminder sent',
  approve: 'Approved',
  expire: 'Expired',
  adjust: 'Adjusted',
  pay: 'Paid from the wallet',
  return: 'Returned to the wallet',
  commission: 'Commission credited',
};

function isKnown<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

/** "sign_in_failed" reads "Sign in failed": for an action a later version records and this one does not know. */
function sentenceCase(code: string): string {
  const words = code.replace(/[_.-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function entityTypeLabel(type: AuditEntityType): string {
  return ENTITY_TYPE_LABELS[type];
}

export function actionLabel(action: string): string {
  return isKnown(AUDIT_ACTIONS, action) ? ACTION_LABELS[action] : sentenceCase(action);
}

/** The pickers' options, by what a person reads. */
export const ENTITY_TYPE_OPTIONS = AUDITED_ENTITY_TYPES.map((type) => ({ value: type, label: ENTITY_TYPE_LABELS[type] })).sort((a, b) => a.label.localeCompare(b.label));
export const ACTION_OPTIONS = AUDIT_ACTIONS.map((action) => ({ value: action, label: ACTION_LABELS[action] })).sort((a, b) => a.label.localeCompare(b.label));

export function isAuditEntityType(value: string): value is AuditEntityType {
  return isKnown(AUDITED_ENTITY_TYPES, value);
}

export function isAuditAction(value: string): value is AuditAction {
  return isKnown(AUDIT_ACTIONS, value);
}

/** The name an entry recorded for its record (a creation, a rename, a deletion), when the server could not name it now. */
function recordedName(entry: AuditEntry): string | undefined {
  for (const record of [entry.after, entry.before]) {
    for (const key of ['name', 'display_name', 'agency_name']) {
      const value = record?.[key];
      if (typeof value === 'string' && value.trim() !== '') return value;
    }
  }
  return undefined;
}

/** "Access level: Sales team", else "Access level #3", else "Notification" for a record with no id. */
export function entityLabel(entry: AuditEntry): string {
  const type = entityTypeLabel(entry.entity_type);
  const name = entry.entity_name ?? recordedName(entry);
  if (name !== undefined) return `${type}: ${name}`;
  return entry.entity_id === null ? type : `${type} #${entry.entity_id}`;
}

/** Who acted: their name now, else the email they acted under, else the system. */
export function actorLabel(entry: AuditEntry): string {
  return entry.actor_name ?? entry.actor_email ?? (entry.actor_id === null ? 'System' : `Staff #${entry.actor_id}`);
}
