import {
  Alert,
  Button,
  Card,
  Code,
  Group,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Spoiler,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import type { MonitoringRange, MonitoringSummary } from '../../stores/monitoringSummary';
import { useMonitoringDashboard } from '../../stores/useMonitoringDashboard';
import { VitalsCharts } from './MonitoringCharts';
import { pageTitle } from '../../app/routes';
import { formatCalendarDay, formatCount, formatDateTime } from '../../domain/format';

const RANGE_OPTIONS: { value: MonitoringRange; label: string }[] = [
  { value: '1h', label: '1 h' },
  { value: '24h', label: '24 h' },
  { value: '7d', label: '7 d' },
  { value: '30d', label: '30 d' },
];

function at(timestamp: string): string {
  return formatDateTime(timestamp);
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder padding="sm">
      <Text size="sm">{label}</Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
    </Card>
  );
}

function Totals({ summary }: { summary: MonitoringSummary }) {
  const { low, medium, high, critical } = summary.errorsBySeverity;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }}>
      <Figure
        label="Errors (critical / high / medium / low)"
        value={[critical, high, medium, low].map(formatCount).join(' / ')}
      />
      <Figure label="Stations seen" value={formatCount(summary.stationsSeen)} />
      <Figure label="Sessions" value={formatCount(summary.sessions)} />
      <Figure label="Events" value={formatCount(summary.events)} />
    </SimpleGrid>
  );
}

function ErrorGroups({ summary }: { summary: MonitoringSummary }) {
  if (summary.errorGroups.length === 0) return <Text size="sm">No errors in this range.</Text>;
  return (
    <Table withTableBorder aria-label="Errors by message">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Message</Table.Th>
          <Table.Th>Count</Table.Th>
          <Table.Th>First seen</Table.Th>
          <Table.Th>Last seen</Table.Th>
          <Table.Th>Stations</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {summary.errorGroups.map((group) => (
          <Table.Tr key={group.message}>
            <Table.Td>
              <Text size="sm" fw={600}>
                {group.message}
              </Text>
              {group.stack && (
                <Spoiler maxHeight={0} showLabel="Show stack" hideLabel="Hide stack">
                  <Code block>{group.stack}</Code>
                </Spoiler>
              )}
            </Table.Td>
            <Table.Td>{formatCount(group.count)}</Table.Td>
            <Table.Td>{at(group.firstSeen)}</Table.Td>
            <Table.Td>{at(group.lastSeen)}</Table.Td>
            <Table.Td>{group.stations.join(', ')}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Merges({ summary }: { summary: MonitoringSummary }) {
  if (summary.mergesPerDay.length === 0) return <Text size="sm">No merges recorded in this range.</Text>;
  return (
    <Table withTableBorder aria-label="Merges per day">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Day</Table.Th>
          <Table.Th>Merges</Table.Th>
          <Table.Th>Pages</Table.Th>
          <Table.Th>Seconds</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {summary.mergesPerDay.map((row) => (
          <Table.Tr key={row.day}>
            <Table.Td>{formatCalendarDay(row.day)}</Table.Td>
            <Table.Td>{formatCount(row.merges)}</Table.Td>
            <Table.Td>{formatCount(row.pages)}</Table.Td>
            <Table.Td>{formatCount(Math.round(row.seconds))}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Stations({ summary }: { summary: MonitoringSummary }) {
  if (summary.stations.length === 0) return <Text size="sm">No station has reported yet.</Text>;
  return (
    <Table withTableBorder aria-label="Stations">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Station</Table.Th>
          <Table.Th>Last seen</Table.Th>
          <Table.Th>Changes waiting</Table.Th>
          <Table.Th>App version</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {summary.stations.map((row) => (
          <Table.Tr key={row.station}>
            <Table.Td>{row.station}</Table.Td>
            <Table.Td>{at(row.lastSeen)}</Table.Td>
            <Table.Td>{formatCount(row.pendingChanges)}</Table.Td>
            <Table.Td>{row.appVersion}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** What the stations reported (docs/SPEC.md §16): admins only, read from the server's monitoring records. */
export function MonitoringPage() {
  const [range, setRange] = useState<MonitoringRange>('24h');
  const [round, setRound] = useState(0);
  const view = useMonitoringDashboard(range, round);

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{pageTitle('/monitoring/')}</Title>
        <Group>
          <SegmentedControl
            aria-label="Range"
            data={RANGE_OPTIONS}
            value={range}
            onChange={(value) => setRange(value as MonitoringRange)}
          />
          <Button variant="default" onClick={() => setRound((value) => value + 1)}>
            Refresh
          </Button>
        </Group>
      </Group>
      {view.status === 'loading' && <Loader aria-label="Loading monitoring records" />}
      {view.status === 'failed' && (
        <Alert color="red" title="The monitoring records could not be read">
          {view.message}
        </Alert>
      )}
      {view.status === 'ready' && (
        <>
          {view.capped && <Alert color="yellow">Only the newest records of this range were read; choose a shorter range.</Alert>}
          <Totals summary={view.summary} />
          <Title order={3}>Errors</Title>
          <ErrorGroups summary={view.summary} />
          <Title order={3}>Page load and web vitals</Title>
          <VitalsCharts summary={view.summary} />
          <Title order={3}>Merges per day</Title>
          <Merges summary={view.summary} />
          <Title order={3}>Stations</Title>
          <Stations summary={view.summary} />
        </>
      )}
    </Stack>
  );
}
