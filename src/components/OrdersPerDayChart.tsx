import { LineChart } from '@mantine/charts';
import type { DayFigures } from '../domain/orders/dayFigures';
import { formatCount, formatDay } from './orderFigureFormat';

interface OrdersPerDayChartProps {
  days: readonly DayFigures[];
  /** Names the chart for a screen reader, which cannot see the line. */
  label: string;
  height?: number;
}

/** Orders per day as a line, every day of the range shown, a day without orders at 0. */
export function OrdersPerDayChart({ days, label, height = 240 }: OrdersPerDayChartProps) {
  const data = days.map((day) => ({ day: formatDay(day.date), orders: day.orders }));
  return (
    <div role="figure" aria-label={label}>
      <LineChart
        h={height}
        data={data}
        dataKey="day"
        series={[{ name: 'orders', label: 'Orders', color: 'blue.8' }]}
        curveType="linear"
        withDots={days.length <= 31}
        valueFormatter={formatCount}
        yAxisProps={{ allowDecimals: false }}
      />
    </div>
  );
}
