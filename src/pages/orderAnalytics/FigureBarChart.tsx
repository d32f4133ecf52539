import { BarChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import { formatCount, formatRupees, formatWholeRupees } from '../../domain/orders/figureFormat';

interface ChartRow {
  name: string;
  orders: number;
  revenue: number;
}

interface FigureBarChartProps {
  label: string;
  rows: readonly ChartRow[];
  measure: 'orders' | 'revenue';
  /** Bars shown: the largest first; the table and its CSV have every row. */
  limit?: number;
}

const BAR_HEIGHT = 26;

/** One measure per row as horizontal bars, largest first, so long names read along the axis. */
export function FigureBarChart({ label, rows, measure, limit = 15 }: FigureBarChartProps) {
  const shown = [...rows].sort((a, b) => b[measure] - a[measure]).slice(0, limit);
  const format = measure === 'orders' ? formatCount : formatRupees;
  return (
    <div role="figure" aria-label={label}>
      <Text size="sm" fw={600} mb={4}>
        {label}
        {rows.length > shown.length ? ` (top ${formatCount(shown.length)} of ${formatCount(rows.length)})` : ''}
      </Text>
      {shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          No orders in these dates.
        </Text>
      ) : (
        <BarChart
          h={Math.max(120, shown.length * BAR_HEIGHT + 40)}
          data={shown.map((row) => ({ name: row.name, [measure]: row[measure] }))}
          dataKey="name"
          orientation="vertical"
          series={[
            {
              name: measure,
              label: measure === 'orders' ? 'Orders' : 'Revenue',
              color: measure === 'orders' ? 'blue.8' : 'green.8',
            },
          ]}
          valueFormatter={format}
          xAxisProps={{ tickFormatter: measure === 'orders' ? formatCount : formatWholeRupees }}
          yAxisProps={{ width: 140 }}
          gridAxis="x"
        />
      )}
    </div>
  );
}
