import { AreaLinksCard } from '../../../components/area-links-card';
import { CompassIcon } from '../../../components/icons';
import { visibleCatalogueAreas } from '../utils/catalogue-areas';
import { AreaIcon } from './common/area-icon';

// No value from @ua/contracts here: the home page imports this card, and a contracts value would bring Zod with it.

/** Home page card: the catalogue areas the user's labels open, one link each. */
export function CatalogueSummaryCard({ labels }: { labels: readonly string[] | undefined }) {
  const links = visibleCatalogueAreas(labels).map((area) => ({
    key: area.key,
    to: area.path,
    title: area.title,
    summary: area.summary,
    icon: <AreaIcon area={area.key} size={18} />,
  }));
  return <AreaLinksCard title="Catalogue" summary="Places, suppliers and what they sell" icon={<CompassIcon size={24} />} color="orange" links={links} />;
}
