import { Box, VisuallyHidden } from '@mantine/core';
import { BarChart } from '@mantine/charts';
import type { OperationsDashboard } from '@ua/contracts';
import { formatWeekday } from '../../utils/dashboard-format';

/** The fortnight day by day: the bookings leaving, and their services still to confirm (the table below has each booking). */
export function DeparturesByDay({ days }: { days: OperationsDashboard['departures']['by_day'] }) {
  const data = days.map((day) => ({ day: formatWeekday(day.date), bookings: day.bookings, unconfirmed: day.unconfirmed_services }));
  return (
    <Box component="figure" m={0}>
      <BarChart
        h={240}
        data={data}
        dataKey="day"
        series={[
          { name: 'bookings', label: 'Departures', color: 'blue.6' },
          { name: 'unconfirmed', label: 'Services to confirm', color: 'orange.6' },
        ]}
        withLegend
        tickLine="y"
        yAxisProps={{ allowDecimals: false, width: 32 }}
      />
      <VisuallyHidden component="figcaption">Departures and their services still to confirm, day by day; the table below lists each departure.</VisuallyHidden>
    </Box>
  );
}
