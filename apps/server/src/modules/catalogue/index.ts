/** The catalogue: destinations, suppliers, products and variants, and search. The only door into the module. */
export { catalogueRoutes } from './catalogue.routes.ts';
// What the demo and scale seeds need to lay a catalogue the way the module itself would.
export { categoryIdsByType } from './products.repository.ts';
export { locationPathOf, recordNameWords, recordSearchWords, refreshSearchFields, refreshVariantSummary, searchTextOf } from './search-text.repository.ts';
export { slugify } from './slugs.ts';
