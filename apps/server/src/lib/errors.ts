import type { ErrorCode } from '@ua/contracts';

/**
 * The one mapper from an error's code to its HTTP status. `satisfies` makes it exhaustive: a code
 * added to the contracts without a status here is a type error.
 */
export const ERROR_STATUS = {
  bad_request: 400,
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  payload_too_large: 413,
  uri_too_long: 414,
  unsupported_media_type: 415,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
  'auth.invalid_credentials': 401,
  'auth.registration_closed': 403,
  'auth.redirect_not_allowed': 400,
  'staff.email_taken': 409,
  'staff.last_manager': 409,
  'staff.self_deactivation': 400,
  'access_level.name_taken': 409,
  'access_level.in_use': 409,
  'access_level.labels_not_held': 403,
  'staff.own_levels': 403,
  'notification.no_active_recipient': 400,
  'location.slug_taken': 409,
  'location.name_ambiguous': 409,
  'location_tag.taken': 409,
  'supplier.bank_details_need_payments_view': 403,
  'job.not_dead': 409,
  'itinerary.status_move': 409,
  'itinerary.not_editable': 409,
  'itinerary.day_not_empty': 409,
  'itinerary.currency_mismatch': 400,
  'itinerary.nothing_to_freeze': 409,
  'itinerary.version_not_frozen': 404,
  'itinerary.pdf_unavailable': 503,
  'itinerary.link_revoked': 409,
  'messaging.channel_unconfigured': 503,
  'messaging.template_mismatch': 400,
  'messaging.outside_window': 409,
  'messaging.no_address': 400,
  'booking.trip_not_accepted': 409,
  'booking.already_booked': 409,
  'booking.service_status': 409,
  'booking.cancelled': 409,
  'booking.variant_mismatch': 400,
  'booking.comment_locked': 409,
  'payment.no_plan': 409,
  'payment.plan_has_payments': 409,
  'payment.idempotency_conflict': 409,
  'payment.already_reversed': 409,
  'payment.link_state': 409,
  'payment.gateway_unconfigured': 503,
  'payment.gateway_failed': 502,
  'payment.wallet_payment': 409,
  'agent.name_taken': 409,
  'wallet.insufficient_funds': 409,
  'wallet.idempotency_conflict': 409,
  'wallet.top_up_state': 409,
  'wallet.same_person': 409,
  'wallet.already_reversed': 409,
  'wallet.agent_inactive': 409,
} as const satisfies Record<ErrorCode, number>;

export type { ErrorCode };

/** A domain error: services throw it with a code, and the error plugin alone turns it into an answer. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (what = 'Not found.') => new AppError('not_found', what);
export const forbidden = (detail = 'You do not have permission to perform this action.') =>
  new AppError('forbidden', detail);
export const unauthenticated = (detail = 'Authentication credentials were not provided or are invalid.') =>
  new AppError('unauthenticated', detail);
export const validationError = (fields: Record<string, string[]>, detail = 'Some fields are not valid.') =>
  new AppError('validation', detail, fields);

/** The status and code of an error Fastify raised itself (malformed JSON, a body too large ...). */
export function clientErrorCode(status: number): ErrorCode {
  if (status === 413) return 'payload_too_large';
  if (status === 414) return 'uri_too_long';
  if (status === 415) return 'unsupported_media_type';
  return 'bad_request';
}
