import { Card, SimpleGrid, Text } from '@mantine/core';
import type { OrderTotals } from '../../domain/orders/orderTotals';
import { formatCount, formatMargin, formatRupees } from '../../domain/orders/figureFormat';

interface FigureCardProps {
  label: string;
  value: string;
  note?: string;
}

function FigureCard({ label, value, note }: FigureCardProps) {
  return (
    <Card withBorder padding="sm" component="section" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700} data-testid={`figure-${label}`}>
        {value}
      </Text>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Card>
  );
}

/** Where the cost came from: a day costed mostly at the default 0 makes a margin that flatters. */
function costNote({ costSources }: OrderTotals): string {
  const { product, category, default: fallback } = costSources;
  return `${formatCount(product)} product · ${formatCount(category)} category · ${formatCount(fallback)} default cost`;
}

/** The day's five figures, under the screen's filters. */
export function DayCards({ totals }: { totals: OrderTotals }) {
  const unpriced = totals.unpricedLines > 0 ? `${formatCount(totals.unpricedLines)} lines without a product: ₹0 each` : undefined;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
      <FigureCard label="Total Orders" value={formatCount(totals.orders)} note={`${formatCount(totals.lines)} lines`} />
      <FigureCard label="Units" value={formatCount(totals.units)} />
      <FigureCard label="Total Revenue" value={formatRupees(totals.revenue)} note={unpriced} />
      <FigureCard label="Total Cost" value={formatRupees(totals.cost)} note={costNote(totals)} />
      <FigureCard
        label="Profit Margin"
        value={formatMargin(totals.marginPercent)}
        note={`Profit ${formatRupees(totals.profit)}`}
      />
    </SimpleGrid>
  );
}
