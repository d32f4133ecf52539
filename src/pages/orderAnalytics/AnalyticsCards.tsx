import { SimpleGrid } from '@mantine/core';
import { FigureCard } from '../../components/FigureCard';
import { formatCount, formatRupees } from '../../domain/orders/figureFormat';
import type { OrderAnalytics } from '../../domain/orders/orderAnalytics';

type Cards = OrderAnalytics['cards'];

const CARDS: { key: keyof Cards; label: string; format: (value: number) => string }[] = [
  { key: 'totalOrders', label: 'Total Orders', format: formatCount },
  { key: 'totalRevenue', label: 'Total Revenue', format: formatRupees },
  { key: 'averageOrderValue', label: 'Average Order Value', format: formatRupees },
  { key: 'units', label: 'Units', format: formatCount },
];

/** The four figures of the range, each against the period of as many days just before it. */
export function AnalyticsCards({ cards }: { cards: Cards }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      {CARDS.map(({ key, label, format }) => (
        <FigureCard
          key={key}
          label={label}
          value={format(cards[key].current)}
          change={{ percent: cards[key].changePercent, previous: format(cards[key].previous) }}
        />
      ))}
    </SimpleGrid>
  );
}
