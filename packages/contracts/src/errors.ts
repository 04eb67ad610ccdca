/**
 * Every `code` an error answer may carry, grouped by area. The server maps each to its HTTP status in
 * one place (checked for exhaustiveness); the web app branches on a code where the reason matters.
 * Zod-free, so the web app's first load may take it.
 */
export const ERROR_CODES = [
  // Any area.
  'bad_request',
  'validation',
  'unauthenticated',
  'forbidden',
  'not_found',
  'payload_too_large',
  'unsupported_media_type',
  'uri_too_long',
  'rate_limited',
  'unavailable',
  'internal',
  // Sign-in and sessions.
  'auth.invalid_credentials',
  'auth.registration_closed',
  'auth.redirect_not_allowed',
  // Staff and access levels.
  'staff.email_taken',
  'staff.last_manager',
  'staff.self_deactivation',
  'access_level.name_taken',
  'access_level.in_use',
  'access_level.labels_not_held',
  'staff.own_levels',
  // Broadcast notifications.
  'notification.no_active_recipient',
  // Catalogue.
  'location.slug_taken',
  'location.name_ambiguous',
  'location_tag.taken',
  'supplier.bank_details_need_payments_view',
  // Itineraries.
  'itinerary.status_move',
  'itinerary.not_editable',
  'itinerary.day_not_empty',
  'itinerary.currency_mismatch',
  'itinerary.nothing_to_freeze',
  'itinerary.version_not_frozen',
  'itinerary.pdf_unavailable',
  'itinerary.link_revoked',
  // Messaging.
  'messaging.channel_unconfigured',
  'messaging.template_mismatch',
  'messaging.outside_window',
  'messaging.no_address',
  // Bookings.
  'booking.trip_not_accepted',
  'booking.already_booked',
  'booking.service_status',
  'booking.cancelled',
  'booking.variant_mismatch',
  'booking.comment_locked',
  // Payments.
  'payment.no_plan',
  'payment.plan_has_payments',
  'payment.idempotency_conflict',
  'payment.already_reversed',
  'payment.link_state',
  'payment.gateway_unconfigured',
  'payment.gateway_failed',
  'payment.wallet_payment',
  // Agents.
  'agent.name_taken',
  // Agents' wallets.
  'wallet.insufficient_funds',
  'wallet.idempotency_conflict',
  'wallet.top_up_state',
  'wallet.same_person',
  'wallet.already_reversed',
  'wallet.agent_inactive',
  // Background jobs.
  'job.not_dead',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
