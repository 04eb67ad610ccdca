import { Box, VisuallyHidden } from '@mantine/core';
import { BarChart } from '@mantine/charts';
import { dashboardLinks, type AccountsDashboard, type ReceivableAge } from '@ua/contracts';
import { formatMoney } from '../../../../lib/money';
import { countOf } from '../../utils/dashboard-format';
import { FigureLink } from '../common/figure-link';
import { StatCard } from '../common/stat-card';
import { StatGrid } from '../common/stat-grid';

export const AGE_LABELS: Record<ReceivableAge, string> = { not_due: 'Not yet due', '0-7': '0–7 days late', '8-30': '8–30 days late', '31+': '31 days late or more' };

/** What customers owe by age: a card per age (each opening its dues) and a chart of the amounts. */
export function ReceivablesByAge({ receivables }: { receivables: AccountsDashboard['receivables'] }) {
  const data = receivables.map((row) => ({ age: AGE_LABELS[row.age], owed: row.open_paise / 100 }));
  return (
    <>
      <StatGrid label="Owed by age" cols={{ base: 2, md: 4 }}>
        {receivables.map((row) => {
          const link = dashboardLinks.receivables(row.age);
          const name = AGE_LABELS[row.age];
          return (
            <StatCard
              key={row.age}
              label={name}
              detail={
                <FigureLink link={link} label={`${countOf(row.count, 'due', 'dues')} ${name.toLowerCase()}`} c="dimmed" underline="always">
                  {countOf(row.count, 'due', 'dues')}
                </FigureLink>
              }
            >
              <FigureLink link={link} label={`${formatMoney(row.open_paise)} owed, ${name.toLowerCase()}`} c={row.age === 'not_due' || row.open_paise === 0 ? undefined : 'red.9'}>
                {formatMoney(row.open_paise)}
              </FigureLink>
            </StatCard>
          );
        })}
      </StatGrid>
      <Box component="figure" m={0}>
        <BarChart
          h={220}
          data={data}
          dataKey="age"
          series={[{ name: 'owed', label: 'Owed (₹)', color: 'blue.6' }]}
          valueFormatter={(rupees) => formatMoney(Math.round(rupees * 100))}
          yAxisProps={{ width: 90 }}
          tickLine="y"
        />
        <VisuallyHidden component="figcaption">What customers owe by age; the cards above have the figures.</VisuallyHidden>
      </Box>
    </>
  );
}
