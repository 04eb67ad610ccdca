/** Bookings: made from accepted itineraries; services confirmed by suppliers, vouchers, comments and one timeline. The only door into the module. */
export { bookingsRoutes } from './bookings.routes.ts';
export { serviceActionsRoutes } from './service-actions.routes.ts';
export { supplierPagesRoutes } from './supplier-pages.routes.ts';
export { commentsRoutes } from './comments.routes.ts';
export { timelineRoutes } from './timeline.routes.ts';
export { voucherRoutes } from './voucher.routes.ts';
export { bookingJobs } from './bookings.jobs.ts';
export { bookingDeadlineJobs } from './deadlines.jobs.ts';
// What messaging reads to write to a booking's customer.
export { bookingAwaitingSupplier, bookingOfTrip, bookingsOfReplies, customerOfBooking, type BookingCustomer, type BookingOfReply } from './booking-contacts.repository.ts';
// What agents read: the bookings of the trips an agent brought.
export { bookingsOfTrips, type BookingOfTrip } from './booking-contacts.repository.ts';
// What payments read and write: the booking (locked for a money write) and its timeline.
export {
  bookingForPayments,
  bookingsForPayments,
  bookingsForPaymentsFromJson,
  bookingsForPaymentsOf,
  bookingWithPricing,
  runningBookingsForPayments,
  type BookingForPayments,
  type BookingWithPricing,
  type NamedBookingForPayments,
} from './booking-contacts.repository.ts';
export { recordBookingEvent as noteOnBookingTimeline, type BookingEvent } from './booking-events.repository.ts';
export { bookingLink } from './booking-writes.ts';
// What the demo seed books its trips with, the way staff would.
export { createBooking } from './booking-create.service.ts';
export { runServiceAction } from './service-actions.service.ts';
export { cancelBooking } from './booking-cancel.service.ts';
export { createComment } from './comments.service.ts';
export { advanceBookingsByDate } from './bookings.jobs.ts';
// What the agents' wallets read: the trip a booking was made from (its agent is the trip's).
export { tripOfBooking } from './booking-trip.repository.ts';
// What the dashboards read: the operations desk's figures over the departures' days, and what payments filter their dues by in one statement.
export { departureWindow } from './booking-list.service.ts';
export { operationsFigures, type OperationsFigures } from './operations-figures.ts';
export { bookingIdsInStatus } from './booking-sets.ts';
