import { Route, Routes } from 'react-router';
import { LocationProbe } from '../../../test/location-probe';
import { renderWithProviders } from '../../../test/render';
import { CatalogueArea } from '../components/catalogue-area';
import type { CatalogueAreaKey } from '../utils/catalogue-areas';

/** The areas are lazy chunks; loading them first keeps each test's first find within its timeout. */
export async function preloadCatalogueAreas() {
  await Promise.all([import('../components/destinations/destinations-area'), import('../components/suppliers/suppliers-area'), import('../components/products/products-area')]);
}

export const VIEW_LABELS = ['locations.view', 'suppliers.view', 'products.view'] as const;
export const ALL_LABELS = [...VIEW_LABELS, 'locations.manage', 'suppliers.manage', 'products.manage'] as const;

/** One catalogue area at `path`, as the app mounts it (under /{area}/*), for a viewer with `labels`. */
export function renderCatalogue({ area, path, labels = VIEW_LABELS }: { area: CatalogueAreaKey; path: string; labels?: readonly string[] }) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path={`/${area}/*`} element={<CatalogueArea area={area} viewer={{ labels }} />} />
      </Routes>
      <LocationProbe />
    </>,
    { path },
  );
}
