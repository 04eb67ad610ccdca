import { Box, Table, VisuallyHidden } from '@mantine/core';
import { BarChart } from '@mantine/charts';
import { dashboardLinks, type AccountsDashboard } from '@ua/contracts';
import { TableScroll } from '../../../../components/table-scroll';
import { formatMoney } from '../../../../lib/money';
import { countOf, formatShortDay, formatWeek } from '../../utils/dashboard-format';
import { FigureLink } from '../common/figure-link';

/** The payments received week by week: a chart, and the table of every week, each figure opening that week's payments. */
export function CollectionsByWeek({ weeks }: { weeks: AccountsDashboard['collections'] }) {
  const data = weeks.map((week) => ({ week: formatShortDay(week.week_start), received: week.amount_paise / 100 }));
  return (
    <>
      <Box component="figure" m={0}>
        <BarChart
          h={260}
          data={data}
          dataKey="week"
          series={[{ name: 'received', label: 'Received (₹)', color: 'teal.6' }]}
          valueFormatter={(rupees) => formatMoney(Math.round(rupees * 100))}
          yAxisProps={{ width: 90 }}
          tickLine="y"
        />
        <VisuallyHidden component="figcaption">Payments received each week, Monday to Sunday; the table below has the figures.</VisuallyHidden>
      </Box>
      <TableScroll label="Collections by week" minWidth={300}>
        <Table striped highlightOnHover aria-label="Collections by week">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Week</Table.Th>
              <Table.Th ta="right">Payments</Table.Th>
              <Table.Th ta="right">Received</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {[...weeks].reverse().map((week) => {
              const link = dashboardLinks.collections(week.week_start, week.week_end);
              const name = formatWeek(week.week_start, week.week_end);
              return (
                <Table.Tr key={week.week_start}>
                  <Table.Th scope="row" fw={500}>
                    {name}
                  </Table.Th>
                  <Table.Td ta="right">
                    <FigureLink link={link} label={`${countOf(week.count, 'payment', 'payments')} received ${name}`}>
                      {week.count}
                    </FigureLink>
                  </Table.Td>
                  <Table.Td ta="right">
                    <FigureLink link={link} label={`${formatMoney(week.amount_paise)} received ${name}`}>
                      {formatMoney(week.amount_paise)}
                    </FigureLink>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </>
  );
}
