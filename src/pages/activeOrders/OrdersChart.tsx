import { BarChart } from '@mantine/charts';
import { VisuallyHidden } from '@mantine/core';
import { useMemo } from 'react';
import { SectionCard } from '../../components/SectionCard';
import type { DayFigures } from '../../domain/orders/dayFigures';
import { formatCount, formatShortDay } from './formatting';

interface OrdersChartProps {
  series: readonly DayFigures[];
  /** Tapping a day's bar shows that day: the last 30 days are one tap away. */
  onPick: (date: string) => void;
}

/** Orders per day over the last 30 days (SPEC section 7's order history, a missing day 0). */
export function OrdersChart({ series, onPick }: OrdersChartProps) {
  const data = useMemo(() => series.map((day) => ({ day: formatShortDay(day.date), Orders: day.orders })), [series]);
  const total = series.reduce((sum, day) => sum + day.orders, 0);
  const first = series[0];
  const last = series.at(-1);
  return (
    <SectionCard title="Orders, last 30 days">
      {/* The chart is a picture; its figures in words for a screen reader. */}
      <VisuallyHidden>
        {first && last
          ? `${formatCount(total)} orders from ${first.date} to ${last.date}; ` +
            series.map((day) => `${day.date}: ${formatCount(day.orders)}`).join(', ')
          : ''}
      </VisuallyHidden>
      <BarChart
        h={220}
        data={data}
        dataKey="day"
        series={[{ name: 'Orders', color: 'blue.8' }]}
        tickLine="y"
        aria-hidden
        // Hidden from assistive technology (the figures are in words above), so not focusable either.
        barChartProps={{ accessibilityLayer: false }}
        barProps={{
          cursor: 'pointer',
          onClick: (_bar, index) => {
            const day = series[index];
            if (day) onPick(day.date);
          },
        }}
      />
    </SectionCard>
  );
}
