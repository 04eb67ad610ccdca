/** The catalogue: destinations, suppliers, products and variants, and search. The only door into the module. */
export { catalogueRoutes } from './catalogue.routes.ts';
// What the demo and scale seeds need to lay a catalogue the way the module itself would.
export { categoryIdsByType } from './products.repository.ts';
export { locationPathOf, recordNameWords, recordSearchWords, refreshSearchFields, refreshVariantSummary, searchTextOf } from './search-text.repository.ts';
export { slugify } from './slugs.ts';
// What the itineraries module reads of the catalogue to build and price quotes.
export { locationIdsWithin, locationNames, seasonsOfVariantNames, variantForQuote, variantsStillSold, type SeasonPriceRow } from './quote-lookups.repository.ts';
