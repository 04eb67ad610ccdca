import type { PermissionLabelInfo } from '@ua/contracts';
import { groupLabelsByArea } from '../../../lib/permission-areas';

export type CatalogueLabel = { label: string; action: string; description: string };
export type CatalogueArea = { key: string; title: string; labels: CatalogueLabel[] };

/**
 * The label catalogue grouped by area (the part before the dot), in the home page's area order and
 * with view first, each label with its description.
 */
export function groupCatalogueByArea(catalogue: readonly PermissionLabelInfo[]): CatalogueArea[] {
  const descriptions = new Map<string, string>(catalogue.map((info) => [info.label, info.description]));
  return groupLabelsByArea(catalogue.map((info) => info.label)).map((area) => ({
    key: area.key,
    title: area.title,
    labels: area.permissions.map(({ label, action }) => ({ label, action, description: descriptions.get(label) ?? '' })),
  }));
}

/** Labels a level holds that the catalogue no longer knows: saving the level drops them. */
export function retiredLabels(labels: readonly string[], catalogue: readonly PermissionLabelInfo[]): string[] {
  const known = new Set<string>(catalogue.map((info) => info.label));
  return labels.filter((label) => !known.has(label));
}
