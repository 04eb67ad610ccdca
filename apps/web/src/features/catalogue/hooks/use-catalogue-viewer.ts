import { createContext, useContext } from 'react';
import type { PermissionLabel } from '@ua/contracts/constants';

/**
 * Who is using the catalogue. The app passes their labels in (features do not import each other), so
 * each screen shows the write buttons only to holders of the write label; the server checks anyway.
 */
export type CatalogueViewer = { labels: readonly string[] };

export const CatalogueViewerContext = createContext<CatalogueViewer | null>(null);

export function useCatalogueViewer(): CatalogueViewer & { can: (label: PermissionLabel) => boolean } {
  const viewer = useContext(CatalogueViewerContext);
  if (!viewer) throw new Error('useCatalogueViewer needs the CatalogueArea around it');
  return { ...viewer, can: (label) => viewer.labels.includes(label) };
}
