import { Paper, SimpleGrid, Text } from '@mantine/core';
import { fileTotals, formatBytes } from '../../domain/files/storedFiles';
import { formatCount } from '../../domain/format';
import type { StoredFile } from '../../domain/records';
import type { StationSpace } from '../../stores/storedFiles';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Paper>
  );
}

/** Files and their size, and this station's space (navigator.storage.estimate()). */
export function StorageTotals({ files, space }: { files: StoredFile[]; space: StationSpace | null }) {
  const totals = fileTotals(files);
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }}>
      <Figure label="Files" value={formatCount(totals.count)} />
      <Figure label="Total size" value={formatBytes(totals.bytes)} />
      <Figure label="Used on this station" value={space ? formatBytes(space.usage) : 'Unknown'} />
      <Figure label="Free on this station" value={space ? formatBytes(Math.max(0, space.quota - space.usage)) : 'Unknown'} />
    </SimpleGrid>
  );
}
