/** Dashboards: each desk's figures, composed from the modules that own them (sales from itineraries, operations from bookings, accounts from payments and agents). The only door into the module. */
export { dashboardRoutes } from './dashboards.routes.ts';
