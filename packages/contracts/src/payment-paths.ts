/**
 * The payment calls, keeping the spec's constants: due-payment-data, add-due-payment, partial-payment,
 * partial link generator, refresh-payment and payment-mail. Zod-free, so navigation can name them.
 */
type Id = number | string;

export const PAYMENT_PATHS = {
  /** The spec's name. GET: the accounts view, every open due in the next days and every overdue one, by age. */
  accountsDues: '/api/due-payment-data/',
  /** The spec's name. GET: one booking's money at a glance: total, received, outstanding, next due, every due with its payments and links. */
  duePaymentData: (bookingId: Id) => `/api/due-payment-data/${bookingId}/`,
  /** The spec's name. POST `{booking_id, plan}`: set (or replace) a booking's payment plan; it must add up to the booking's total. */
  addDuePayment: '/api/add-due-payment/',
  /** POST `{reason}`: waive what is still open of a due. */
  waiveDue: (dueId: Id) => `/api/add-due-payment/${dueId}/waive/`,
  /** The spec's name. POST: record a payment received (idempotency key; allocated to the oldest open dues, or the ones chosen). GET: the payments and refunds of every booking, newest first, filtered. */
  partialPayment: '/api/partial-payment/',
  /** POST `{reason}`: reverse a payment (a bounced cheque, a mistake); never deleted. */
  reversePayment: (paymentId: Id) => `/api/partial-payment/${paymentId}/reverse/`,
  /** POST: refund part or all of a payment (a cancelled booking, or money beyond the dues). */
  refundPayment: (paymentId: Id) => `/api/partial-payment/${paymentId}/refund/`,
  /** GET: the receipt (or refund note) as a PDF, for staff. */
  receiptPdf: (paymentId: Id) => `/api/partial-payment/${paymentId}/receipt/pdf/`,
  /** GET: the receipt's public link (made on first ask), to share or send. */
  receiptLink: (paymentId: Id) => `/api/partial-payment/${paymentId}/receipt/`,
  /** The spec's partial link generator. POST: a gateway payment link for a due's open amount, or a part of it. GET: the links of every booking, newest first, filtered. */
  linkGenerator: '/api/partial-link-generator/',
  /** POST: cancel a link that is not yet paid. */
  cancelLink: (linkId: Id) => `/api/partial-link-generator/${linkId}/cancel/`,
  /** The spec's name. POST: fetch the link's state from the gateway and apply it (for a lost webhook). */
  refreshPayment: (linkId: Id) => `/api/refresh-payment/${linkId}/`,
  /** The spec's name. POST: send a payment mail (request, reminder, receipt, overdue) by mail or WhatsApp; GET `?booking=`: the history. */
  paymentMail: '/api/payment-mail/',
  /** The gateway's webhook (signed with the webhook secret; no sign-in). */
  gatewayWebhook: '/api/payment-gateway/webhook/',
  /** The customer's receipt (no sign-in; the signed token is the key), and its PDF. */
  receiptPage: (token: string) => `/receipt/${token}/`,
  receiptPagePdf: (token: string) => `/receipt/${token}/pdf/`,
} as const;
