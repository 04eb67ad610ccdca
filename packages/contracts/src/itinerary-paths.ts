/**
 * The itinerary calls, keeping the spec's constants: trip heading, schedule and day-schedule actions,
 * transport charges and final itinerary actions. Zod-free, so navigation can name them.
 */
type Id = number | string;

export const ITINERARY_PATHS = {
  /** GET: the list (search, status[], owner, travel_month, place, paging); POST: a new trip from an enquiry. */
  tripHeadings: '/api/itinerary/trip-heading/',
  /** GET, PATCH: one trip's heading (customer, dates, travellers, pricing rules). */
  tripHeading: (id: Id) => `/api/itinerary/trip-heading/${id}/`,
  /** POST `{status, lost_reason?}`: mark sent, lost, or back to draft. */
  status: (id: Id) => `/api/itinerary/${id}/status/`,
  /** GET: the whole trip as the editor shows it: heading, days with items, transport, pricing, warnings. */
  schedule: (id: Id) => `/api/itinerary/${id}/schedule/`,
  /** POST: add a day (at the end, or before `before_day`). */
  daySchedules: (id: Id) => `/api/itinerary/${id}/day-schedule/`,
  /** PATCH: a day's place, title, notes; DELETE: remove it (later days shift back). */
  daySchedule: (id: Id, dayId: Id) => `/api/itinerary/${id}/day-schedule/${dayId}/`,
  /** POST: copy a day (its items too) to just after it. */
  dayCopy: (id: Id, dayId: Id) => `/api/itinerary/${id}/day-schedule/${dayId}/copy/`,
  /** POST `{day_ids}`: the days in their new order. */
  dayOrder: (id: Id) => `/api/itinerary/${id}/day-schedule/order/`,
  /** POST: add an item to a day. */
  dayItems: (id: Id, dayId: Id) => `/api/itinerary/${id}/day-schedule/${dayId}/items/`,
  /** POST `{item_ids}`: a day's items in their new order. */
  dayItemOrder: (id: Id, dayId: Id) => `/api/itinerary/${id}/day-schedule/${dayId}/items/order/`,
  /** PATCH, DELETE: one item. */
  item: (id: Id, itemId: Id) => `/api/itinerary/${id}/schedule/items/${itemId}/`,
  /** POST `{day_id, position?}`: move an item to another day (or another place in its own). */
  itemMove: (id: Id, itemId: Id) => `/api/itinerary/${id}/schedule/items/${itemId}/move/`,
  /** POST: price every catalogue line again from the catalogue as it is now. */
  reprice: (id: Id) => `/api/itinerary/${id}/schedule/reprice/`,
  /** GET, POST: the trip's transport charges. */
  transportCharges: (id: Id) => `/api/itinerary/${id}/transport-charges/`,
  /** PATCH, DELETE: one transport charge. */
  transportCharge: (id: Id, chargeId: Id) => `/api/itinerary/${id}/transport-charges/${chargeId}/`,
  /** GET: the frozen versions; POST: freeze the trip as it is now into the next version. */
  finalItineraries: (id: Id) => `/api/itinerary/${id}/final-itinerary/`,
  /** GET: one frozen version, as frozen. */
  finalItinerary: (id: Id, version: Id) => `/api/itinerary/${id}/final-itinerary/${version}/`,
  /** GET `?from=&to=`: what changed between two versions. */
  finalItineraryCompare: (id: Id) => `/api/itinerary/${id}/final-itinerary/compare/`,
  /** POST: the customer accepted this version (recorded by staff). */
  finalItineraryAccept: (id: Id, version: Id) => `/api/itinerary/${id}/final-itinerary/${version}/accept/`,
  /** GET: the version's PDF, for staff. */
  finalItineraryPdf: (id: Id, version: Id) => `/api/itinerary/${id}/final-itinerary/${version}/pdf/`,
  /** GET: the version's customer links; POST: make a new one. */
  finalItineraryLinks: (id: Id, version: Id) => `/api/itinerary/${id}/final-itinerary/${version}/links/`,
  /** POST: revoke a customer link. */
  finalItineraryLinkRevoke: (id: Id, version: Id, linkId: Id) => `/api/itinerary/${id}/final-itinerary/${version}/links/${linkId}/revoke/`,
  /** The customer's page of a version (no sign-in; the token is the key), and its PDF. */
  customerPage: (token: string) => `/trip/${token}/`,
  customerPdf: (token: string) => `/trip/${token}/pdf/`,
} as const;
