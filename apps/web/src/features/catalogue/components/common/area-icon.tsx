import { BuildingIcon, MapPinIcon, PackageIcon, type IconProps } from '../../../../components/icons';
import type { CatalogueAreaKey } from '../../utils/catalogue-areas';

const ICONS = { destinations: MapPinIcon, suppliers: BuildingIcon, products: PackageIcon } as const;

export function AreaIcon({ area, ...props }: IconProps & { area: CatalogueAreaKey }) {
  const Icon = ICONS[area];
  return <Icon {...props} />;
}
