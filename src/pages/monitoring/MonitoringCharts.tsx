import { BarChart } from '@mantine/charts';
import { SimpleGrid, Text } from '@mantine/core';
import { formatCalendarDay, formatCount, formatDateTime } from '../../domain/format';
import type { MonitoringSummary } from '../../stores/monitoringSummary';

const RATING_SERIES = [
  { name: 'good', label: 'Good', color: 'green.8' },
  { name: 'needs-improvement', label: 'Needs improvement', color: 'yellow.8' },
  { name: 'poor', label: 'Poor', color: 'red.8' },
];

/** A bucket is a UTC day (yyyy-MM-dd) or a UTC hour (yyyy-MM-ddTHH:00), named in the station's formats. */
export const bucketLabel = (bucket: string) =>
  bucket.length === 10 ? formatCalendarDay(bucket) : formatDateTime(`${bucket}:00Z`);

const labelled = <T extends { bucket: string }>(rows: readonly T[]) =>
  rows.map((row) => ({ ...row, label: bucketLabel(row.bucket) }));

function Empty({ children }: { children: string }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}

/** Web-vitals ratings per hour or day (stacked), and the average page load. */
export function VitalsCharts({ summary }: { summary: MonitoringSummary }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      {(['LCP', 'INP', 'CLS'] as const).map((name) => (
        <div key={name} role="figure" aria-label={`${name} ratings over time`}>
          <Text size="sm" fw={600} mb={4}>
            {name} ratings
          </Text>
          {summary.vitals[name].length === 0 ? (
            <Empty>{`No ${name} reported in this range.`}</Empty>
          ) : (
            <BarChart
              h={180}
              data={labelled(summary.vitals[name])}
              dataKey="label"
              type="stacked"
              series={RATING_SERIES}
              valueFormatter={formatCount}
              withLegend
            />
          )}
        </div>
      ))}
      <div role="figure" aria-label="Average page load over time">
        <Text size="sm" fw={600} mb={4}>
          Average page load (ms)
        </Text>
        {summary.pageLoad.length === 0 ? (
          <Empty>No page loads recorded in this range.</Empty>
        ) : (
          <BarChart
            h={180}
            data={labelled(summary.pageLoad)}
            dataKey="label"
            valueFormatter={formatCount}
            series={[{ name: 'averageMs', label: 'Page load (ms)', color: 'blue.8' }]}
          />
        )}
      </div>
    </SimpleGrid>
  );
}
