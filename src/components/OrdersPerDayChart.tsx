import { LineChart } from '@mantine/charts';
import { VisuallyHidden } from '@mantine/core';
import type { DayFigures } from '../domain/orders/dayFigures';
import { formatCalendarDay, formatCount, formatDayMonth } from '../domain/format';

interface OrdersPerDayChartProps {
  days: readonly DayFigures[];
  /** Names the chart for a screen reader, which cannot see the line. */
  label: string;
  height?: number;
  /** Given, a click on the chart picks the day under the pointer. */
  onPick?: (date: string) => void;
}

/** The figures in words, for a screen reader: the line is a picture. */
function daysInWords(days: readonly DayFigures[]): string {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return '';
  const total = days.reduce((sum, day) => sum + day.orders, 0);
  return `${formatCount(total)} orders from ${formatCalendarDay(first.date)} to ${formatCalendarDay(last.date)}; ${days.map((day) => `${formatCalendarDay(day.date)}: ${formatCount(day.orders)}`).join(', ')}`;
}

/** Orders per day as a line, every day of the range shown, a day without orders at 0. */
export function OrdersPerDayChart({ days, label, height = 240, onPick }: OrdersPerDayChartProps) {
  const data = days.map((day) => ({ day: day.date, orders: day.orders }));
  return (
    <div role="figure" aria-label={label}>
      <VisuallyHidden>{daysInWords(days)}</VisuallyHidden>
      <LineChart
        h={height}
        data={data}
        dataKey="day"
        // The axis has room for 27/11 under each day; the tooltip names the day in full, 27/11/2026.
        xAxisProps={{ tickFormatter: formatDayMonth }}
        tooltipProps={{ labelFormatter: (day) => (typeof day === 'string' ? formatCalendarDay(day) : '') }}
        series={[{ name: 'orders', label: 'Orders', color: 'blue.8' }]}
        curveType="linear"
        withDots={days.length <= 31}
        valueFormatter={formatCount}
        yAxisProps={{ allowDecimals: false }}
        style={onPick && { cursor: 'pointer' }}
        // The whole height of a day's column picks it, so a day without orders can be picked too.
        lineChartProps={
          onPick && {
            // The day under the pointer is found as the pointer moves, not a frame later, so that
            // a tap (a move and a click at once) picks the day tapped.
            throttledEvents: ['touchmove', 'pointermove', 'scroll', 'wheel'],
            onClick: ({ activeTooltipIndex: index }) => {
              const day = index === null || index === undefined ? undefined : days[Number(index)];
              if (day) onPick(day.date);
            },
          }
        }
      />
    </div>
  );
}
