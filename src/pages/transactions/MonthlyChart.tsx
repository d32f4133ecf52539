import { BarChart } from '@mantine/charts';
import { Text, VisuallyHidden } from '@mantine/core';
import { formatMonth, formatRupees } from '../../domain/format';
import type { MonthFigures } from '../../domain/transactions/transactionFigures';

/** Sales, fees and profit by month; the month table's CSV has the numbers. Hidden from assistive technology, as the other charts. */
export function MonthlyChart({ months }: { months: MonthFigures[] }) {
  if (months.length === 0) return <Text c="dimmed">No transactions in these dates.</Text>;
  // The axis and the tooltip name each month as a user reads it (Nov 2026), not by its key.
  const data = months.map((month) => ({ ...month, label: formatMonth(month.month) }));
  return (
    <div role="figure" aria-label="Sales, fees and profit by month">
      <VisuallyHidden>
        {months
          .map(
            (month) =>
              `${formatMonth(month.month)}: sales ${formatRupees(month.sales)}, fees ${formatRupees(month.fees)}, profit ${formatRupees(month.profit)}`,
          )
          .join('; ')}
      </VisuallyHidden>
      <BarChart
        h={260}
        data={data}
        dataKey="label"
        series={[
          { name: 'sales', label: 'Sales', color: 'blue.8' },
          { name: 'fees', label: 'Fees', color: 'red.8' },
          { name: 'profit', label: 'Profit', color: 'green.8' },
        ]}
        valueFormatter={formatRupees}
        withLegend
        barChartProps={{ accessibilityLayer: false }}
        aria-hidden
      />
    </div>
  );
}
