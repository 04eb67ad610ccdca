/** Itineraries: trip headings, day schedules, transport charges, pricing and frozen final versions. The only door into the module. */
export { itineraryRoutes } from './itineraries.routes.ts';
export { finalItineraryRoutes } from './final-itinerary.routes.ts';
export { customerPageRoutes } from './customer-page.routes.ts';
