import { lazy, Suspense, type ReactNode } from 'react';
import { Container, Skeleton, Stack } from '@mantine/core';
import { CatalogueViewerContext, type CatalogueViewer } from '../hooks/use-catalogue-viewer';
import { catalogueArea, type CatalogueAreaKey } from '../utils/catalogue-areas';
import { AreaIcon } from './common/area-icon';
import { NoAccessState } from './common/no-access-state';
import { PageTitle } from './common/page-title';

// Each area is its own chunk: someone who only searches products never loads the supplier forms.
const DestinationsArea = lazy(() => import('./destinations/destinations-area').then((module) => ({ default: module.DestinationsArea })));
const SuppliersArea = lazy(() => import('./suppliers/suppliers-area').then((module) => ({ default: module.SuppliersArea })));
const ProductsArea = lazy(() => import('./products/products-area').then((module) => ({ default: module.ProductsArea })));

const AREAS: Record<CatalogueAreaKey, () => ReactNode> = {
  destinations: () => <DestinationsArea />,
  suppliers: () => <SuppliersArea />,
  products: () => <ProductsArea />,
};

function AreaSkeleton() {
  return (
    <Stack gap="md" aria-label="Loading" aria-busy>
      <Skeleton h={32} w={260} />
      <Skeleton h={16} w="45%" />
      <Skeleton h={360} radius="lg" mt="md" />
    </Stack>
  );
}

/** One of the catalogue's areas for a viewer: its screens when they hold its view label, a clear refusal otherwise. */
export function CatalogueArea({ area, viewer }: { area: CatalogueAreaKey; viewer: CatalogueViewer }) {
  const definition = catalogueArea(area);
  const allowed = viewer.labels.includes(definition.viewLabel);
  return (
    <CatalogueViewerContext.Provider value={viewer}>
      <Container size="lg" py="xl">
        {allowed ? (
          <Suspense fallback={<AreaSkeleton />}>{AREAS[area]()}</Suspense>
        ) : (
          <>
            <PageTitle icon={<AreaIcon area={area} size={26} />} title={definition.title} description={definition.summary} />
            <NoAccessState title={definition.title} label={definition.viewLabel} />
          </>
        )}
      </Container>
    </CatalogueViewerContext.Provider>
  );
}
