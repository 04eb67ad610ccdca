/**
 * The catalogue's calls (destinations, suppliers, products and variants) in the spec's style:
 * lowercase, hyphens, trailing slash. The spec's own spelling is kept ("product varient").
 * Their schemas live in locations.ts, suppliers.ts and products.ts; this module imports nothing,
 * so navigation can name the paths without pulling Zod in.
 */
type Id = number | string;

export const CATALOGUE_PATHS = {
  /** GET: the locations of one level (1 to 4), `?parent=` narrows to one parent's children. */
  locationsOfLevel: (level: 1 | 2 | 3 | 4) => `/api/locations/level-${level}/`,
  /** POST: create a location. */
  locations: '/api/locations/',
  /** PATCH: edit a location's own fields. */
  location: (id: Id) => `/api/locations/${id}/`,
  locationMove: (id: Id) => `/api/locations/${id}/move/`,
  locationDeactivate: (id: Id) => `/api/locations/${id}/deactivate/`,
  locationActivate: (id: Id) => `/api/locations/${id}/activate/`,
  locationDetails: (id: Id) => `/api/location-details/${id}/`,
  breadcrumb: (id: Id) => `/api/breadcrumb/${id}/`,
  /** GET: list tags; POST: create one. */
  locationTags: '/api/location-tag/',
  locationTagAttach: (tagId: Id) => `/api/location-tag/${tagId}/attach/`,
  locationTagDetach: (tagId: Id) => `/api/location-tag/${tagId}/detach/`,
  /** GET `?slug=` or `?name=`: resolve to the location's id. */
  locationId: '/api/location-id/',
  /** GET `?q=`: places of every level (or those asked) whose name matches, typos forgiven, each with its trail. */
  locationSearch: '/api/location-search/',

  /** GET: list; POST: create. */
  suppliers: '/api/suppliers/',
  /** GET: detail; PATCH: edit. */
  supplier: (id: Id) => `/api/suppliers/${id}/`,
  supplierDeactivate: (id: Id) => `/api/suppliers/${id}/deactivate/`,

  productCategories: '/api/product-category-type-name/',
  /** Product list and product search answer the same query with the same page. */
  productList: '/api/productlist/',
  productSearch: '/api/product-search/',
  accommodationFilter: '/api/accommodation-filter/',
  /** GET: the product search's facet counts (categories) for the same query as product search. */
  productFacets: '/api/product-facets/',
  /** POST: create a product. */
  products: '/api/products/',
  /** GET: detail with variants; PATCH: edit. */
  product: (id: Id) => `/api/products/${id}/`,
  /** GET `?product=`: a product's variants; POST: create one. */
  productVariants: '/api/product-varient/',
  /** GET one; PATCH: edit. */
  productVariant: (id: Id) => `/api/product-varient/${id}/`,
} as const;

/** What the audit log's `entity_type` holds for the catalogue's writes. */
export const CATALOGUE_AUDIT_ENTITY_TYPES = {
  location: 'location',
  locationTag: 'location_tag',
  supplier: 'supplier',
  product: 'product',
  variant: 'product_variant',
} as const;
