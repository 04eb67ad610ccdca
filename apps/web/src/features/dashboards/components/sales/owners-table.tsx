import { Table } from '@mantine/core';
import { ITINERARY_STATUS_LABELS, ITINERARY_STATUSES, dashboardLinks, type SalesDashboard } from '@ua/contracts';
import { TableScroll } from '../../../../components/table-scroll';
import { formatMoney } from '../../../../lib/money';
import { formatConversion } from '../../utils/dashboard-format';
import { FigureLink } from '../common/figure-link';

type Row = Pick<SalesDashboard['owners'][number], 'statuses' | 'quoted' | 'won' | 'quoted_paise' | 'won_paise'>;

/** One owner's row, or the totals' (`owner` left out): each figure opens the trips it counts. */
function OwnerCells({ row, owner, period }: { row: Row; owner?: { id: number; name: string }; period: { from: string; to: string } }) {
  const whose = owner ? ` of ${owner.name}` : '';
  const quoted = dashboardLinks.quotes({ ...period, owner: owner?.id });
  const won = dashboardLinks.quotes({ ...period, owner: owner?.id, won: true });
  return (
    <>
      {row.statuses.map((status) => (
        <Table.Td key={status.status} ta="right">
          <FigureLink link={dashboardLinks.tripsInStatus(status.status, owner?.id)} label={`${status.count} ${ITINERARY_STATUS_LABELS[status.status].toLowerCase()}${whose}`}>
            {status.count}
          </FigureLink>
        </Table.Td>
      ))}
      <Table.Td ta="right">
        <FigureLink link={quoted} label={`${row.quoted} quoted in 12 months${whose}`}>
          {row.quoted}
        </FigureLink>
      </Table.Td>
      <Table.Td ta="right">
        <FigureLink link={won} label={`${row.won} won in 12 months${whose}`}>
          {row.won}
        </FigureLink>
      </Table.Td>
      <Table.Td ta="right">{formatConversion(row.won, row.quoted)}</Table.Td>
      <Table.Td ta="right">
        <FigureLink link={quoted} label={`${formatMoney(row.quoted_paise)} quoted in 12 months${whose}`}>
          {formatMoney(row.quoted_paise)}
        </FigureLink>
      </Table.Td>
      <Table.Td ta="right">
        <FigureLink link={won} label={`${formatMoney(row.won_paise)} won in 12 months${whose}`}>
          {formatMoney(row.won_paise)}
        </FigureLink>
      </Table.Td>
    </>
  );
}

/** Each owner's trips by status (all time) and quotes of the year, with everyone's totals below. */
export function OwnersTable({ dashboard }: { dashboard: SalesDashboard }) {
  const period = { from: dashboard.from_month, to: dashboard.to_month };
  const totals: Row = { ...dashboard.totals, statuses: dashboard.statuses };
  return (
    <TableScroll label="Quotes by owner" minWidth={920}>
      <Table striped highlightOnHover aria-label="Quotes by owner">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Owner</Table.Th>
            {ITINERARY_STATUSES.map((status) => (
              <Table.Th key={status} ta="right">
                {ITINERARY_STATUS_LABELS[status]}
              </Table.Th>
            ))}
            <Table.Th ta="right">Quoted</Table.Th>
            <Table.Th ta="right">Won</Table.Th>
            <Table.Th ta="right">Conversion</Table.Th>
            <Table.Th ta="right">Value quoted</Table.Th>
            <Table.Th ta="right">Value won</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {dashboard.owners.map((row) => (
            <Table.Tr key={row.owner.id}>
              <Table.Th scope="row" fw={500}>
                {row.owner.name}
              </Table.Th>
              <OwnerCells row={row} owner={row.owner} period={period} />
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Th scope="row">Everyone</Table.Th>
            <OwnerCells row={totals} period={period} />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </TableScroll>
  );
}
