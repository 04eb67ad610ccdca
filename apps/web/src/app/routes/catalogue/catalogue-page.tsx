import { CatalogueArea } from '../../../features/catalogue/components/catalogue-area';
import type { CatalogueAreaKey } from '../../../features/catalogue/utils/catalogue-areas';
import { useCurrentUser } from '../../../features/auth/hooks/use-current-user';

/** Destinations, Suppliers or Products, told by the app who is looking: the catalogue does not read the auth feature. */
export function CataloguePage({ area }: { area: CatalogueAreaKey }) {
  const user = useCurrentUser();
  if (!user || user.labels === undefined) return null;
  return <CatalogueArea key={area} area={area} viewer={{ labels: user.labels }} />;
}
