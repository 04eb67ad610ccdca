import type { PermissionLabel } from '@ua/contracts/constants';
import { APP_PATHS } from '../../../config/paths';

// No value from @ua/contracts here: the top bar and the home page import this file, and a contracts
// value would bring Zod into their chunks.

export type CatalogueAreaKey = 'destinations' | 'suppliers' | 'products';

export type CatalogueArea = {
  key: CatalogueAreaKey;
  title: string;
  /** What the area offers, for the home page card. */
  summary: string;
  path: string;
  /** The label every read of the area needs; the server checks it on each call. */
  viewLabel: PermissionLabel;
  /** The label its writes need. */
  manageLabel: PermissionLabel;
};

/** The catalogue's areas in the order staff reach for them: the tree, who supplies it, what they sell. */
export const CATALOGUE_AREAS: readonly CatalogueArea[] = [
  { key: 'destinations', title: 'Destinations', summary: 'Countries, states, destinations and spots', path: APP_PATHS.destinations, viewLabel: 'locations.view', manageLabel: 'locations.manage' },
  { key: 'suppliers', title: 'Suppliers', summary: 'Hotels, transporters, operators and guides', path: APP_PATHS.suppliers, viewLabel: 'suppliers.view', manageLabel: 'suppliers.manage' },
  { key: 'products', title: 'Products', summary: 'Search stays, transfers and activities by place and price', path: APP_PATHS.products, viewLabel: 'products.view', manageLabel: 'products.manage' },
];

export function catalogueArea(key: CatalogueAreaKey): CatalogueArea {
  const area = CATALOGUE_AREAS.find((candidate) => candidate.key === key);
  if (!area) throw new Error(`No catalogue area ${key}`);
  return area;
}

/** The areas whose view label the user holds. */
export function visibleCatalogueAreas(labels: readonly string[] | undefined): CatalogueArea[] {
  return CATALOGUE_AREAS.filter((area) => labels?.includes(area.viewLabel));
}
