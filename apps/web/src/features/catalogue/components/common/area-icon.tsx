import { BuildingIcon, MapPinIcon, PackageIcon, type IconProps } from '../../../../components/icons';

export type CatalogueAreaKey = 'destinations' | 'suppliers' | 'products';

const ICONS = { destinations: MapPinIcon, suppliers: BuildingIcon, products: PackageIcon } as const satisfies Record<CatalogueAreaKey, unknown>;

export function AreaIcon({ area, ...props }: IconProps & { area: CatalogueAreaKey }) {
  const Icon = ICONS[area];
  return <Icon {...props} />;
}
