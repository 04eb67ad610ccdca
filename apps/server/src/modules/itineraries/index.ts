/** Itineraries: trip headings, day schedules, transport charges, pricing and frozen final versions. The only door into the module. */
export { itineraryRoutes } from './itineraries.routes.ts';
export { finalItineraryRoutes } from './final-itinerary.routes.ts';
export { customerPageRoutes } from './customer-page.routes.ts';
export { itineraryDeadlineJobs } from './deadlines.jobs.ts';
// What the demo seed builds its trips with, the way staff would.
export { createTrip, changeTripStatus } from './trip-headings.service.ts';
export { addItem } from './items.service.ts';
export { addTransportCharge } from './transport.service.ts';
export { loadSchedule } from './schedule.service.ts';
export { acceptVersion, freezeItinerary } from './final-itinerary.service.ts';
export { createCustomerLink } from './customer-links.service.ts';
export { updateDayById } from './days.service.ts';
// What messaging reads of a trip: how its customer is reached, and its owner.
export { customerOfTrip, type TripCustomer } from './trip-contacts.repository.ts';
// What messaging reads to attach a WhatsApp message to the trip of the customer who wrote it.
export { latestTripOfNumber, tripsOfReplies, type TripOfNumber } from './customer-numbers.repository.ts';
// What bookings read: today's date where the company works, and date arithmetic on trip dates.
export { addDays, todayInIndia } from './plain-dates.ts';
export { tripReference } from './trip-layout.ts';
// What bookings make a booking from, and how they mark the trip booked.
export { lockAcceptedTrip, markTripBooked, pricingOfVersion, type AcceptedTrip } from './bookable-trips.ts';
export { frozenPricingOf, pricingAsFrozen, type FrozenPricing } from './frozen-pricing.ts';
// What bookings price a changed supplier with, and print vouchers with (the same page engine and Chromium as the versions).
export { quoteVariantForDates, type VariantQuote } from './variant-quotes.ts';
export { pdfRendererOf, embeddedFontCss, type PdfRenderer } from './pdf-renderer.ts';
export { documentHtml, formatMoney, formatTripDate, renderNoticePage } from './customer-page.template.ts';
// What the agents' wallets read: the agent who brought a trip.
export { agentIdOfTrip } from './trip-agent.repository.ts';
// What agents read of the trips an agent brought, and what its commission is reckoned on.
export { tripsOfAgent, commissionBasesOfTrip, commissionBasesOfVersion, type TripOfAgent } from './agent-trips.ts';
export { agentCommissionOf, type CommissionBase } from './agent-commission.ts';
// What the dashboards read: the sales desk's figures, counted by the month India's calendar puts each quote in.
export { salesFigures, type SalesFigures } from './sales-figures.ts';
export { monthInIndia, monthsTo } from './quote-months.ts';
