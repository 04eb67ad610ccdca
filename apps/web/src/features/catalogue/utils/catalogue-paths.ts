import { APP_PATHS } from '../../../config/paths';

/** The catalogue's screens: ids in paths (a slug could contain "erp" or "mail", which hide the top bar). */
export const cataloguePaths = {
  destinations: APP_PATHS.destinations,
  destination: (id: number) => `${APP_PATHS.destinations}/${id}`,
  newDestination: (parentId?: number) => (parentId === undefined ? `${APP_PATHS.destinations}/new` : `${APP_PATHS.destinations}/${parentId}/new`),
  editDestination: (id: number) => `${APP_PATHS.destinations}/${id}/edit`,
  suppliers: APP_PATHS.suppliers,
  supplier: (id: number) => `${APP_PATHS.suppliers}/${id}`,
  newSupplier: `${APP_PATHS.suppliers}/new`,
  editSupplier: (id: number) => `${APP_PATHS.suppliers}/${id}/edit`,
  products: APP_PATHS.products,
  product: (id: number) => `${APP_PATHS.products}/${id}`,
  newProduct: `${APP_PATHS.products}/new`,
  editProduct: (id: number) => `${APP_PATHS.products}/${id}/edit`,
  /** A product search narrowed to a place or a supplier: the links from their pages. */
  productsWhere: (filter: { location?: number; supplier?: number; category?: string }) => {
    const params = new URLSearchParams();
    if (filter.location !== undefined) params.set('location', String(filter.location));
    if (filter.supplier !== undefined) params.set('supplier', String(filter.supplier));
    if (filter.category !== undefined) params.set('category', filter.category);
    return `${APP_PATHS.products}?${params}`;
  },
  suppliersServing: (location: number) => `${APP_PATHS.suppliers}?location=${location}`,
} as const;
