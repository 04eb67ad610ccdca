/**
 * The booking calls, keeping the spec's constants: booking service action and booking comment.
 * Zod-free, so navigation can name them.
 */
type Id = number | string;

export const BOOKING_PATHS = {
  /** GET: the list (search, status[], travel dates, owner, assigned, supplier, unconfirmed, paging); POST: book an accepted trip. */
  bookings: '/api/booking/',
  /** GET: departures in the next days with their services still open (the operations view). */
  departures: '/api/booking/departures/',
  /** GET: one booking with its travellers and services; PATCH: the person assigned, the owner, notes. */
  booking: (id: Id) => `/api/booking/${id}/`,
  /** PUT: the travellers, the whole list (an ID number left out keeps the one on file). */
  travellers: (id: Id) => `/api/booking/${id}/travellers/`,
  /** GET: one traveller's ID document number in full (bookings.manage; audited). */
  travellerDocument: (id: Id, travellerId: Id) => `/api/booking/${id}/travellers/${travellerId}/document/`,
  /** POST `{reason, tell_suppliers}`: cancel the booking and every open service. */
  cancel: (id: Id) => `/api/booking/${id}/cancel/`,
  /** The spec's name. POST `{service_id, action, ...}`: request, confirm, reject, cancel, change supplier, send the voucher. */
  serviceAction: (id: Id) => `/api/booking/${id}/service-action/`,
  /** GET: a confirmed service's voucher link (made on first ask); the traveller's page and PDF are public. */
  voucher: (id: Id, serviceId: Id) => `/api/booking/${id}/services/${serviceId}/voucher/`,
  /** GET: the voucher's PDF, for staff. */
  voucherPdf: (id: Id, serviceId: Id) => `/api/booking/${id}/services/${serviceId}/voucher/pdf/`,
  /** The spec's name. GET: the comment thread, paged, oldest first; POST: a comment, with `@` mentions. */
  comments: (id: Id) => `/api/booking/${id}/comment/`,
  /** PATCH: edit your own comment while the edit window is open (the earlier text is kept). */
  comment: (id: Id, commentId: Id) => `/api/booking/${id}/comment/${commentId}/`,
  /** GET: everything that happened to the booking, newest first, paged. */
  timeline: (id: Id) => `/api/booking/${id}/timeline/`,
  /** The supplier's page for one service (no sign-in; the signed token is the key): GET shows it, POST answers. */
  supplierAnswer: (token: string) => `/confirm/${token}/`,
  /** The traveller's voucher for one confirmed service (no sign-in), and its PDF. */
  voucherPage: (token: string) => `/voucher/${token}/`,
  voucherPagePdf: (token: string) => `/voucher/${token}/pdf/`,
} as const;
