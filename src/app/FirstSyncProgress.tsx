import { Paper, Progress, Text } from '@mantine/core';
import { firstSyncTotals } from '../sync/syncStatus';
import { useSyncStatus } from '../stores/useSync';
import { formatCount } from '../domain/format';

/** A new station's first pull of everything, with records done / total. */
export function FirstSyncProgress() {
  const firstSync = useSyncStatus((status) => status.firstSync);
  if (!firstSync) return null;
  const { done, total } = firstSyncTotals(firstSync);
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <Paper withBorder p="sm" mb="md" role="status" aria-label="First sync">
      <Text size="sm" mb={6}>
        Getting this station ready: {formatCount(done)} of {formatCount(total)} records
      </Text>
      <Progress value={percent} animated aria-label="First sync progress" />
    </Paper>
  );
}
