import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { ViewerContext } from '../../../hooks/use-viewer';
import { LocationProbe } from '../../../test/location-probe';
import { renderWithProviders } from '../../../test/render';
import { DestinationsArea } from '../components/destinations/destinations-area';
import { ProductsArea } from '../components/products/products-area';
import { SuppliersArea } from '../components/suppliers/suppliers-area';
import type { CatalogueAreaKey } from '../components/common/area-icon';

const AREAS = { destinations: DestinationsArea, suppliers: SuppliersArea, products: ProductsArea } as const;

/** The areas are lazy chunks; loading them first keeps each test's first find within its timeout. */
export async function preloadCatalogueAreas() {
  await Promise.all([import('../components/destinations/destinations-area'), import('../components/suppliers/suppliers-area'), import('../components/products/products-area')]);
}

export const VIEW_LABELS = ['locations.view', 'suppliers.view', 'products.view'] as const;
export const ALL_LABELS = [...VIEW_LABELS, 'locations.manage', 'suppliers.manage', 'products.manage'] as const;

/** One catalogue area at `path`, as the app mounts it (under /{area}/*), for a viewer with `labels`. */
export function renderCatalogue({ area, path, labels = VIEW_LABELS }: { area: CatalogueAreaKey; path: string; labels?: readonly string[] }) {
  const Area = AREAS[area];
  return renderWithProviders(
    <ViewerContext.Provider value={{ userId: 1, labels, onOwnAccountChanged: () => {} }}>
      <Suspense>
        <Routes>
          <Route path={`/${area}/*`} element={<Area />} />
        </Routes>
      </Suspense>
      <LocationProbe />
    </ViewerContext.Provider>,
    { path },
  );
}
