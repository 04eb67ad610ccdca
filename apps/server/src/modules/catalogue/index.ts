/** The catalogue: destinations, suppliers, products and variants, and search. The only door into the module. */
export { catalogueRoutes } from './catalogue.routes.ts';
// What the demo and scale seeds need to lay a catalogue the way the module itself would.
export { categoryIdsByType } from './products.repository.ts';
export { locationPathOf, recordNameWords, recordSearchWords, refreshSearchFields, refreshVariantSummary, searchTextOf } from './search-text.repository.ts';
export { slugify } from './slugs.ts';
// What the itineraries module reads of the catalogue to build and price quotes.
export { locationIdsWithin, locationNames, productIsWithin, seasonsOfVariantNames, variantForQuote, variantsStillSold, type SeasonPriceRow } from './quote-lookups.repository.ts';
// What messaging reads of a supplier: its name and contacts.
export { contactsOfSupplier, contactsOfSuppliers, type SupplierContacts } from './supplier-contacts.repository.ts';
// What messaging reads to attach a WhatsApp message to the supplier whose contact wrote it.
export { supplierOfNumber } from './supplier-numbers.repository.ts';
