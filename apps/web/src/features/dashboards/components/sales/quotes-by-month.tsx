import { Box, Table, VisuallyHidden } from '@mantine/core';
import { BarChart } from '@mantine/charts';
import { dashboardLinks, type SalesDashboard } from '@ua/contracts';
import { TableScroll } from '../../../../components/table-scroll';
import { formatMoney } from '../../../../lib/money';
import { formatConversion, formatMonth, formatShortMonth } from '../../utils/dashboard-format';
import { FigureLink } from '../common/figure-link';

/** The year's quotes month by month: a chart of quoted against won, and beside it the table of every figure, each opening its trips. */
export function QuotesByMonth({ dashboard }: { dashboard: SalesDashboard }) {
  const data = dashboard.by_month.map((row) => ({ month: formatShortMonth(row.month), quoted: row.quoted, won: row.won }));
  const year = { from: dashboard.from_month, to: dashboard.to_month };
  const { totals } = dashboard;
  return (
    <>
      <Box component="figure" m={0}>
        <BarChart
          h={260}
          data={data}
          dataKey="month"
          series={[
            { name: 'quoted', label: 'Quoted', color: 'blue.6' },
            { name: 'won', label: 'Won', color: 'teal.6' },
          ]}
          withLegend
          tickLine="y"
          yAxisProps={{ allowDecimals: false, width: 32 }}
        />
        <VisuallyHidden component="figcaption">Trips quoted and won each month; the table below has the figures.</VisuallyHidden>
      </Box>
      <TableScroll label="Quotes by month" minWidth={640}>
        <Table striped highlightOnHover aria-label="Quotes by month">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Month</Table.Th>
              <Table.Th ta="right">Quoted</Table.Th>
              <Table.Th ta="right">Won</Table.Th>
              <Table.Th ta="right">Conversion</Table.Th>
              <Table.Th ta="right">Value quoted</Table.Th>
              <Table.Th ta="right">Value won</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {dashboard.by_month.map((row) => {
              const month = formatMonth(row.month);
              const quoted = dashboardLinks.quotes({ from: row.month, to: row.month });
              const won = dashboardLinks.quotes({ from: row.month, to: row.month, won: true });
              return (
                <Table.Tr key={row.month}>
                  <Table.Th scope="row" fw={500}>
                    {month}
                  </Table.Th>
                  <Table.Td ta="right">
                    <FigureLink link={quoted} label={`${row.quoted} quoted in ${month}`}>
                      {row.quoted}
                    </FigureLink>
                  </Table.Td>
                  <Table.Td ta="right">
                    <FigureLink link={won} label={`${row.won} won of those quoted in ${month}`}>
                      {row.won}
                    </FigureLink>
                  </Table.Td>
                  <Table.Td ta="right">{formatConversion(row.won, row.quoted)}</Table.Td>
                  <Table.Td ta="right">
                    <FigureLink link={quoted} label={`${formatMoney(row.quoted_paise)} quoted in ${month}`}>
                      {formatMoney(row.quoted_paise)}
                    </FigureLink>
                  </Table.Td>
                  <Table.Td ta="right">
                    <FigureLink link={won} label={`${formatMoney(row.won_paise)} won of those quoted in ${month}`}>
                      {formatMoney(row.won_paise)}
                    </FigureLink>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr fw={700}>
              <Table.Th scope="row">12 months</Table.Th>
              <Table.Td ta="right">
                <FigureLink link={dashboardLinks.quotes(year)} label={`${totals.quoted} quoted in 12 months`} fw={700}>
                  {totals.quoted}
                </FigureLink>
              </Table.Td>
              <Table.Td ta="right">
                <FigureLink link={dashboardLinks.quotes({ ...year, won: true })} label={`${totals.won} won in 12 months`} fw={700}>
                  {totals.won}
                </FigureLink>
              </Table.Td>
              <Table.Td ta="right">{formatConversion(totals.won, totals.quoted)}</Table.Td>
              <Table.Td ta="right">
                <FigureLink link={dashboardLinks.quotes(year)} label={`${formatMoney(totals.quoted_paise)} quoted in 12 months`} fw={700}>
                  {formatMoney(totals.quoted_paise)}
                </FigureLink>
              </Table.Td>
              <Table.Td ta="right">
                <FigureLink link={dashboardLinks.quotes({ ...year, won: true })} label={`${formatMoney(totals.won_paise)} won in 12 months`} fw={700}>
                  {formatMoney(totals.won_paise)}
                </FigureLink>
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </TableScroll>
    </>
  );
}
