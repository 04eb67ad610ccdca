import { ITINERARY_STATUSES, SALES_MONTHS, type SalesDashboard } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { staffNames } from '../admin/index.ts';
import { monthInIndia, monthsTo, salesFigures, todayInIndia, type SalesFigures } from '../itineraries/index.ts';

type Quotes = SalesDashboard['totals'];

function sumQuotes(rows: SalesFigures['quotes']): Quotes {
  return rows.reduce((sum, row) => ({ quoted: sum.quoted + row.quoted, won: sum.won + row.won, quoted_paise: sum.quoted_paise + row.quotedPaise, won_paise: sum.won_paise + row.wonPaise }), {
    quoted: 0,
    won: 0,
    quoted_paise: 0,
    won_paise: 0,
  });
}

function byStatus(rows: SalesFigures['statuses']): SalesDashboard['statuses'] {
  return ITINERARY_STATUSES.map((status) => {
    const mine = rows.filter((row) => row.status === status);
    return { status, count: mine.reduce((sum, row) => sum + row.count, 0), total_paise: mine.reduce((sum, row) => sum + row.totalPaise, 0) };
  });
}

/**
 * The sales desk's dashboard: every trip by status, and the quotes of the last `SALES_MONTHS` months
 * (to the current one, in India) by month, each with how many were won; the same for each owner.
 */
export async function salesDashboard(db: Db, now: Date = new Date()): Promise<SalesDashboard> {
  const months = monthsTo(monthInIndia(now), SALES_MONTHS);
  const from = months[0] ?? monthInIndia(now);
  const to = months[months.length - 1] ?? from;
  const figures = await salesFigures(db, { from, to });
  const ownerIds = [...new Set([...figures.statuses, ...figures.quotes].map((row) => row.ownerId))];
  const names = await staffNames(db, ownerIds);
  const owners = ownerIds
    .map((id) => ({
      owner: { id, name: names.get(id) ?? '' },
      statuses: byStatus(figures.statuses.filter((row) => row.ownerId === id)),
      ...sumQuotes(figures.quotes.filter((row) => row.ownerId === id)),
    }))
    .sort((a, b) => a.owner.name.localeCompare(b.owner.name) || a.owner.id - b.owner.id);
  return {
    today: todayInIndia(now),
    from_month: from,
    to_month: to,
    statuses: byStatus(figures.statuses),
    by_month: months.map((month) => ({ month, ...sumQuotes(figures.quotes.filter((row) => row.month === month)) })),
    owners,
    totals: sumQuotes(figures.quotes),
  };
}
