import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { SectionCard } from '../../components/SectionCard';
import { PLATFORM_LABEL } from '../../components/platformLabel';
import type { PackingDay } from '../../domain/orders/parcels';
import { PLATFORMS, type MergeBatch, type Platform } from '../../domain/records';
import { formatCalendarDay, formatCount, formatDateTime } from '../../domain/format';

interface LastMergeCardProps {
  /** The station's latest merge; undefined on a station that has merged nothing yet. */
  batch: MergeBatch | undefined;
  /** Today's parcels, packed and not yet. */
  packing: PackingDay;
}

function mergedAt(iso: string): string {
  return formatDateTime(iso);
}

/** The last merge (when, by whom, how many orders) and how far today's packing has got. */
/** 'Amazon 3, Flipkart 2': the marketplaces the merge had orders of (older batches know no Meesho). */
function platformCounts(counts: Partial<Record<Platform, number>>): string {
  return PLATFORMS.filter((platform) => (counts[platform] ?? 0) > 0)
    .map((platform) => `${PLATFORM_LABEL[platform]} ${formatCount(counts[platform] ?? 0)}`)
    .join(', ');
}

export function LastMergeCard({ batch, packing }: LastMergeCardProps) {
  const parcels = packing.packed.length + packing.notPacked.length;
  return (
    <SectionCard title="Last merge">
      {batch === undefined ? (
        <Text size="sm" c="dimmed">
          No labels merged on this station yet.
        </Text>
      ) : (
        <Stack gap={4}>
          <Text size="sm">
            {mergedAt(batch.createdAt)} by {batch.createdBy || 'this station'}
          </Text>
          <Text size="sm" data-testid="last-merge-orders">
            {formatCount(batch.orders)} orders ({platformCounts(batch.platformCounts)}) for {formatCalendarDay(batch.date)}
          </Text>
        </Stack>
      )}
      {parcels > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={600} data-testid="packing-progress">
            Packed today: {formatCount(packing.packed.length)} of {formatCount(parcels)}, {formatCount(packing.notPacked.length)}{' '}
            not yet
          </Text>
          <Anchor component={Link} to="/activeOrders/" size="sm">
            Check packing on Active Orders
          </Anchor>
        </Stack>
      )}
    </SectionCard>
  );
}
