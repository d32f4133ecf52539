import { Alert, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { ScreenLoader } from '../../components/ScreenLoader';
import { formatCalendarDay, formatCount } from '../../domain/format';
import { daysOfRange, monthToDate, type DateRange } from '../../domain/orders/dayKeys';
import type { OrderFilter } from '../../domain/orders/orderFilter';
import { localDateKey } from '../../domain/orders/orderLines';
import { AnalyticsCards } from './AnalyticsCards';
import { AnalyticsFilterBar, UNCATEGORIZED_VALUE, type AnalyticsFilterValues } from './AnalyticsFilterBar';
import { AnalyticsSections } from './AnalyticsSections';
import { ReturnRatesSection } from './ReturnRatesSection';
import { ANALYTICS_READ_FAILED, useAnalyticsData } from './useAnalyticsData';

const NO_FILTERS: AnalyticsFilterValues = { platform: '', category: '', sku: '' };

function orderFilter({ platform, category, sku }: AnalyticsFilterValues): OrderFilter {
  return { platform, categoryId: category === UNCATEGORIZED_VALUE ? null : category, sku };
}

/**
 * Order Analytics (/order-analytics/): the figures of a range of days (this month so far by
 * default) under the platform, category and SKU filters, against the period before it. The
 * figures are computed in a worker; the previous ones stay on screen, dimmed, while new ones come.
 */
export function OrderAnalyticsPage() {
  const today = useMemo(() => localDateKey(new Date()), []);
  const [range, setRange] = useState<DateRange>(() => monthToDate(today));
  const [filters, setFilters] = useState<AnalyticsFilterValues>(NO_FILTERS);
  const filter = useMemo(() => orderFilter(filters), [filters]);
  const { analytics, computing, error, readError, catalogue } = useAnalyticsData(range, filter);
  const problem = readError ?? error;

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2}>Order Analytics</Title>
          <Text size="sm" c="dimmed">
            {formatCalendarDay(range.from)} to {formatCalendarDay(range.to)}, compared with the{' '}
            {formatCount(daysOfRange(range).length)} days before.
          </Text>
        </div>
        {computing && analytics && (
          <Group gap="xs" role="status">
            <Loader size="sm" aria-label="Updating figures" />
            <Text size="sm" c="dimmed">
              Updating…
            </Text>
          </Group>
        )}
      </Group>
      <AnalyticsFilterBar
        range={range}
        today={today}
        onRange={setRange}
        filters={filters}
        onFilters={setFilters}
        catalogue={catalogue}
      />
      {problem !== null && (
        <Alert color="red" role="alert" title={ANALYTICS_READ_FAILED}>
          {problem}
        </Alert>
      )}
      {analytics === null ? (
        problem === null && <ScreenLoader />
      ) : (
        <Stack style={{ opacity: computing ? 0.6 : 1, transition: 'opacity 150ms' }} aria-busy={computing}>
          <AnalyticsCards cards={analytics.cards} />
          <AnalyticsSections analytics={analytics} />
          <ReturnRatesSection range={range} />
        </Stack>
      )}
    </Stack>
  );
}
