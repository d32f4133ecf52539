import { Alert, SimpleGrid, Stack, Title } from '@mantine/core';
import { InsecureContextAlert } from '../../components/InsecureContextAlert';
import { LowStockWidget } from '../../components/LowStockWidget';
import { OrdersPerDayChart } from '../../components/OrdersPerDayChart';
import { ScreenLoader } from '../../components/ScreenLoader';
import { SectionCard } from '../../components/SectionCard';
import { useToday } from '../../components/useToday';
import { LastMergeCard } from './LastMergeCard';
import { ProductCountsCard } from './ProductCountsCard';
import { SyncStateCard } from './SyncStateCard';
import { TodaySection } from './TodaySection';
import { useDashboardData } from './useDashboardData';

/** docs/SPEC.md §8's store fallback for reading the orders. */
const FETCH_ORDERS_FAILED = 'Failed to fetch orders';

/** The dashboard (/): today at a glance, what waits for the server, stock and products to look at, the last 30 days. */
export function DashboardPage() {
  const today = useToday();
  const read = useDashboardData(today);
  return (
    <Stack>
      <Title order={2}>Dashboard</Title>
      <InsecureContextAlert />
      {read.status === 'loading' && <ScreenLoader />}
      {read.status === 'failed' && (
        <Alert color="red" role="alert" title={FETCH_ORDERS_FAILED}>
          {read.message}
        </Alert>
      )}
      {read.status === 'ready' && <TodaySection totals={read.value.today.totals} />}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {read.status === 'ready' && <LastMergeCard batch={read.value.lastMerge} packing={read.value.packing} />}
        <SyncStateCard />
        <LowStockWidget />
        {read.status === 'ready' && (
          <ProductCountsCard hidden={read.value.hiddenProducts} uncategorized={read.value.uncategorizedProducts} />
        )}
      </SimpleGrid>
      {read.status === 'ready' && (
        <SectionCard title="Orders in the last 30 days">
          <OrdersPerDayChart days={read.value.lastDays} label="Orders per day, last 30 days" />
        </SectionCard>
      )}
    </Stack>
  );
}
