import { SimpleGrid } from '@mantine/core';
import { OrdersPerDayChart } from '../../components/OrdersPerDayChart';
import { SectionCard } from '../../components/SectionCard';
import type { OrderAnalytics } from '../../domain/orders/orderAnalytics';
import { categoryFiguresCsv, dailyFiguresCsv, skuFiguresCsv } from '../../domain/orders/ordersCsv';
import { CsvButton } from '../../components/CsvButton';
import { FigureBarChart } from './FigureBarChart';
import { FiguresTable } from './FiguresTable';

/** Every export is named by what it holds and the dates it covers. */
const fileName = (what: string, analytics: OrderAnalytics) =>
  `order-${what}-${analytics.range.from}-to-${analytics.range.to}.csv`;

/** The category table, the charts and the top products of the computed figures. */
export function AnalyticsSections({ analytics }: { analytics: OrderAnalytics }) {
  const skuRows = analytics.bySku.map((row) => ({ ...row, name: row.sku === '' ? '(no SKU)' : row.sku }));
  return (
    <>
      <SectionCard
        title="Categories"
        actions={
          <CsvButton
            what="categories"
            fileName={fileName('categories', analytics)}
            csv={() => categoryFiguresCsv(analytics.byCategory)}
          />
        }
      >
        <FiguresTable
          label="Figures per category"
          leadColumns={['Category']}
          rows={analytics.byCategory.map((row) => ({ ...row, key: row.categoryId ?? '', lead: [row.name] }))}
        />
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <FigureBarChart label="Orders per category" rows={analytics.byCategory} measure="orders" />
          <FigureBarChart label="Revenue per category" rows={analytics.byCategory} measure="revenue" />
        </SimpleGrid>
      </SectionCard>
      <SectionCard
        title="SKUs"
        actions={<CsvButton what="SKUs" fileName={fileName('skus', analytics)} csv={() => skuFiguresCsv(analytics.bySku)} />}
      >
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <FigureBarChart label="Orders per SKU" rows={skuRows} measure="orders" />
          <FigureBarChart label="Revenue per SKU" rows={skuRows} measure="revenue" />
        </SimpleGrid>
      </SectionCard>
      <SectionCard
        title="Orders per day"
        actions={
          <CsvButton
            what="orders per day"
            fileName={fileName('per-day', analytics)}
            csv={() => dailyFiguresCsv(analytics.perDay)}
          />
        }
      >
        <OrdersPerDayChart days={analytics.perDay} label="Orders per day" />
      </SectionCard>
      <SectionCard
        title="Top products"
        actions={
          <CsvButton
            what="top products"
            fileName={fileName('top-products', analytics)}
            csv={() => skuFiguresCsv(analytics.topProducts)}
          />
        }
      >
        <FiguresTable
          label="Top products"
          leadColumns={['Rank', 'SKU', 'Name']}
          rows={analytics.topProducts.map((row, at) => ({ ...row, key: row.sku, lead: [String(at + 1), row.sku, row.name] }))}
        />
      </SectionCard>
    </>
  );
}
