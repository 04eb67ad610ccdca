import { IconBuilding, IconMapPin, IconPackage, type IconProps } from '@tabler/icons-react';

export type CatalogueAreaKey = 'destinations' | 'suppliers' | 'products';

const ICONS = { destinations: IconMapPin, suppliers: IconBuilding, products: IconPackage } as const satisfies Record<CatalogueAreaKey, unknown>;

export function AreaIcon({ area, ...props }: IconProps & { area: CatalogueAreaKey }) {
  const Icon = ICONS[area];
  return <Icon {...props} />;
}
