import { Alert, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { OrdersPerDayChart } from '../../components/OrdersPerDayChart';
import { ScreenLoader } from '../../components/ScreenLoader';
import { SectionCard } from '../../components/SectionCard';
import { useToday } from '../../components/useToday';
import { PLATFORM_LABEL } from '../../components/platformLabel';
import type { PackingMark } from '../../domain/records';
import type { DaySummary } from '../../stores/daySummaryPdf';
import { activeOrdersView, daysToRead, NO_FILTER, type ActiveOrdersView, type DayFilter } from './activeOrdersView';
import { CategoryFiguresTable } from './CategoryFiguresTable';
import { DayCards } from './DayCards';
import { DayExports } from './DayExports';
import { DayFiles } from './DayFiles';
import { DayFilters } from './DayFilters';
import { EmptyDay } from './EmptyDay';
import { HandoverCheck } from './HandoverCheck';
import { OrderLinesTable } from './OrderLinesTable';
import { PackingCheck } from './PackingCheck';
import { batchOptions, parcelKey } from './parcelNames';
import { useOrderDays } from './useOrderDays';
import { useDayBatches, usePackingDay } from './usePackingDay';
import { formatCount } from '../../domain/format';

/** The filters in words, for the PDF's subtitle. */
function scopeText(filter: DayFilter): string {
  const platform = filter.platform === '' ? 'All platforms' : PLATFORM_LABEL[filter.platform];
  return `${platform}, ${filter.batchId === '' ? 'all batches' : `batch ${filter.batchId}`}`;
}

interface DayViewsProps {
  view: ActiveOrdersView;
  marks: ReadonlyMap<string, PackingMark>;
  filterKey: string;
}

function DayViews({ view, marks, filterKey }: DayViewsProps) {
  if (view.lines.length === 0) {
    return (
      <Text py="xl" ta="center" c="dimmed">
        No order lines match the filters
      </Text>
    );
  }
  return (
    <Tabs defaultValue="lines" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="lines">Order lines ({formatCount(view.lines.length)})</Tabs.Tab>
        <Tabs.Tab value="categories">By category ({formatCount(view.figures.byCategory.length)})</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="lines" pt="sm">
        <OrderLinesTable lines={view.lines} marks={marks} scrollResetKey={filterKey} />
      </Tabs.Panel>
      <Tabs.Panel value="categories" pt="sm">
        <CategoryFiguresTable rows={view.figures.byCategory} />
      </Tabs.Panel>
    </Tabs>
  );
}

interface ActiveOrdersScreenProps {
  /** The signed-in user's e-mail, recorded on each packing mark. */
  packer: string;
  /** yyyy-MM-dd; the server's day (useToday) unless a test fixes it. */
  today?: string;
}

/**
 * Active Orders (docs/SPEC.md §13): one day's recorded orders (today unless another day is picked), its
 * figures, its lines and categories, the files its merges stored, the exports, and the last 30 days'
 * orders per day.
 */
export function ActiveOrdersScreen({ packer, today: fixedToday }: ActiveOrdersScreenProps) {
  const serverDay = useToday();
  const today = fixedToday ?? serverDay;
  const [date, setDate] = useState(today);
  const [filter, setFilter] = useState<DayFilter>(NO_FILTER);
  const range = useMemo(() => daysToRead(date, today), [date, today]);
  const read = useOrderDays(range);
  const view = useMemo(
    () => (read.status === 'ready' ? activeOrdersView(read.lines, read.catalogue, date, today, filter) : null),
    [read, date, today, filter],
  );
  // A batch is one day's: another day starts with every batch.
  const pickDay = useCallback((day: string) => {
    setDate(day);
    setFilter((current) => ({ ...current, batchId: '' }));
  }, []);
  const summary = useCallback(
    (): DaySummary | null =>
      view && {
        date,
        scope: scopeText(filter),
        totals: view.figures.totals,
        byCategory: view.figures.byCategory,
        printedAt: new Date(),
      },
    [date, filter, view],
  );
  const packing = usePackingDay(date);
  const marks = useMemo(() => {
    const packed = packing.status === 'ready' ? packing.value.packed : [];
    return new Map(packed.map(({ parcel, mark }) => [parcelKey(parcel.platform, parcel.orderId, parcel.awb), mark]));
  }, [packing]);
  const dayBatches = useDayBatches(date);
  const batches = useMemo(
    () => batchOptions(dayBatches.status === 'ready' ? dayBatches.value : [], view?.batchIds ?? []),
    [dayBatches, view],
  );

  return (
    <Stack>
      <Stack gap={4}>
        <Title order={2}>Active Orders</Title>
        <Text c="dimmed" size="sm">
          The orders recorded for a day by the label merge, with their figures and the last 30 days.
        </Text>
      </Stack>
      <Group justify="space-between" align="end">
        <DayFilters date={date} today={today} filter={filter} batches={batches} onDate={pickDay} onFilter={setFilter} />
        <DayExports date={date} lines={view?.lines ?? []} summary={summary} />
      </Group>
      {read.status === 'failed' && (
        <Alert color="red" title={read.title} role="alert">
          {read.message}
        </Alert>
      )}
      {read.status === 'loading' && <ScreenLoader />}
      {view && view.recordedLines === 0 && <EmptyDay date={date} today={today} />}
      {/* The scan field first: a day's files (one per merge) must not push it down the screen. */}
      {view && view.recordedLines > 0 && <PackingCheck date={date} packing={packing} packer={packer} />}
      {view && view.recordedLines > 0 && <HandoverCheck date={date} handler={packer} />}
      {view && <DayFiles date={date} batchId={filter.batchId} batches={batches} />}
      {view && view.recordedLines > 0 && (
        <>
          <DayCards totals={view.figures.totals} />
          <DayViews view={view} marks={marks} filterKey={`${date}\u0000${filter.platform}\u0000${filter.batchId}`} />
        </>
      )}
      {view && (
        <SectionCard title="Orders, last 30 days">
          {/* A click on a day shows that day: the last 30 days are one click away. */}
          <OrdersPerDayChart days={view.series} label="Orders per day, last 30 days" onPick={pickDay} />
        </SectionCard>
      )}
    </Stack>
  );
}
