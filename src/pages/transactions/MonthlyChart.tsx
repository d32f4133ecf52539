import { BarChart } from '@mantine/charts';
import { Text, VisuallyHidden } from '@mantine/core';
import { formatRupees } from '../../domain/orders/figureFormat';
import type { MonthFigures } from '../../domain/transactions/transactionFigures';

/** Sales, fees and profit by month; the month table's CSV has the numbers. Hidden from assistive technology, as the other charts. */
export function MonthlyChart({ months }: { months: MonthFigures[] }) {
  if (months.length === 0) return <Text c="dimmed">No transactions in these dates.</Text>;
  return (
    <div role="figure" aria-label="Sales, fees and profit by month">
      <VisuallyHidden>
        {months
          .map(
            (month) =>
              `${month.month}: sales ${formatRupees(month.sales)}, fees ${formatRupees(month.fees)}, profit ${formatRupees(month.profit)}`,
          )
          .join('; ')}
      </VisuallyHidden>
      <BarChart
        h={260}
        data={months}
        dataKey="month"
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
