/** The catalogue: destinations, suppliers, products and variants, and search. The only door into the module. */
export { catalogueRoutes } from './catalogue.routes.ts';
