import { ITINERARY_STATUS_LABELS, dashboardLinks, type SalesDashboard } from '@ua/contracts';
import { formatMoney } from '../../../../lib/money';
import { countOf } from '../../utils/dashboard-format';
import { FigureLink } from '../common/figure-link';
import { StatCard } from '../common/stat-card';
import { StatGrid } from '../common/stat-grid';

/** Every trip by status: how many, and what they come to; each figure opens the trips in that status. */
export function StatusFigures({ statuses }: { statuses: SalesDashboard['statuses'] }) {
  return (
    <StatGrid label="Trips by status" cols={{ base: 2, sm: 3, md: 5 }}>
      {statuses.map((row) => {
        const name = ITINERARY_STATUS_LABELS[row.status];
        const link = dashboardLinks.tripsInStatus(row.status);
        return (
          <StatCard
            key={row.status}
            label={name}
            detail={
              <FigureLink link={link} label={`${name} trips come to ${formatMoney(row.total_paise)}`} c="dimmed" underline="always">
                {formatMoney(row.total_paise)}
              </FigureLink>
            }
          >
            <FigureLink link={link} label={`${countOf(row.count, 'trip', 'trips')} ${name.toLowerCase()}`}>
              {row.count}
            </FigureLink>
          </StatCard>
        );
      })}
    </StatGrid>
  );
}
