import { Badge, Group, Stack, Text } from '@mantine/core';
import { SectionCard } from '../../components/SectionCard';
import { useSyncStatus } from '../../stores/useSync';
import { formatDateTime } from '../../domain/format';

function when(iso: string | null): string {
  if (!iso) return 'never';
  return formatDateTime(iso);
}

/** Whether the station's work has reached the server: what waits, and when it last synced. */
export function SyncStateCard() {
  const online = useSyncStatus((status) => status.online);
  const pending = useSyncStatus((status) => status.pending);
  const lastSyncedAt = useSyncStatus((status) => status.lastSyncedAt);
  return (
    <SectionCard title="Sync" actions={<Badge color={online ? 'green' : 'orange'}>{online ? 'Online' : 'Offline'}</Badge>}>
      <Stack gap={4}>
        <Group gap="xs">
          <Text size="sm">Pending changes:</Text>
          <Text size="sm" fw={700} data-testid="pending-changes">
            {pending}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {pending === 0 ? 'Everything recorded here is on the server.' : 'They reach the server when it can be reached.'}
        </Text>
        <Text size="sm">Last sync: {when(lastSyncedAt)}</Text>
      </Stack>
    </SectionCard>
  );
}
