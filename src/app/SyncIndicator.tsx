import { ActionIcon, Badge, Button, Group, Loader, Popover, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCloudCheck, IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { authStore } from '../stores/useAuth';
import { syncEngine, useSyncStatus } from '../stores/useSync';
import { SERVICE_UNAVAILABLE } from '../sync/syncErrors';
import { loginRedirectState } from './RequireAuth';
import { useSmallScreen } from './useSmallScreen';
import { formatCount, formatTime } from '../domain/format';

function timeOf(iso: string | null): string {
  return iso ? formatTime(iso) : 'never';
}

/** The top bar's view of sync: offline, syncing, pending changes, last sync, errors and refused changes. */
export function SyncIndicator() {
  const navigate = useNavigate();
  const location = useLocation();
  const online = useSyncStatus((status) => status.online);
  const syncing = useSyncStatus((status) => status.syncing);
  const pending = useSyncStatus((status) => status.pending);
  const lastSyncedAt = useSyncStatus((status) => status.lastSyncedAt);
  const error = useSyncStatus((status) => status.error);
  const refused = useSyncStatus((status) => status.refused);
  const authExpired = useSyncStatus((status) => status.authExpired);
  const isSmallScreen = useSmallScreen();

  const signInAgain = async () => {
    await authStore.getState().signOut();
    navigate('/login', { state: loginRedirectState(location) });
  };

  const problems = refused.length + (error ? 1 : 0) + (authExpired ? 1 : 0);
  // A phone's top bar has room for the state, not the time: that stays in the tooltip.
  const synced = isSmallScreen ? 'Synced' : `Synced ${timeOf(lastSyncedAt)}`;
  // Online as far as the browser knows, yet no good answer (a Wi-Fi sign-in page, a server down):
  // 'Synced' would hide that the changes are still waiting.
  const notReached = online && !syncing && error?.startsWith(SERVICE_UNAVAILABLE) === true;
  const label = !online ? 'Offline' : syncing ? 'Syncing' : notReached ? 'Server not reached' : synced;
  const cloud = online && !notReached ? <IconCloudCheck size={12} /> : <IconCloudOff size={12} />;

  return (
    <Group gap={isSmallScreen ? 4 : 6} wrap="nowrap" aria-label="Sync status">
      <Tooltip label={`Last synced: ${timeOf(lastSyncedAt)}`}>
        <Badge
          variant="light"
          color={!online || notReached ? 'orange' : 'gray'}
          leftSection={syncing ? <Loader size={10} /> : cloud}
        >
          {label}
        </Badge>
      </Tooltip>
      {pending > 0 && (
        <Tooltip label="Changes waiting for the server">
          <Badge variant="filled" color="blue" aria-label={`${formatCount(pending)} pending`}>
            {/* A phone's top bar has room for the count; the tooltip and the name say what it counts. */}
            {isSmallScreen ? formatCount(pending) : `${formatCount(pending)} pending`}
          </Badge>
        </Tooltip>
      )}
      {problems > 0 && (
        <Popover width={360} position="bottom-end" withArrow shadow="md">
          <Popover.Target>
            <ActionIcon variant="light" color="red" size={isSmallScreen ? 'md' : 'lg'} aria-label={`Sync problems: ${problems}`}>
              <IconAlertTriangle size={18} />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown>
            <Stack gap="xs">
              {authExpired && (
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm">Your session has expired: changes wait until you sign in again.</Text>
                  <Button size="xs" onClick={signInAgain}>
                    Sign in
                  </Button>
                </Group>
              )}
              {error && (
                <Text size="sm" c="red">
                  {error}
                </Text>
              )}
              {refused.length > 0 && (
                <>
                  <Text size="sm" fw={600}>
                    Changes the server refused
                  </Text>
                  {refused.map((change) => (
                    <Text size="xs" key={`${change.collection}-${change.recordId}-${change.message}`}>
                      {change.collection} {change.recordId}: {change.message}
                    </Text>
                  ))}
                  <Button size="xs" variant="default" onClick={() => void syncEngine.dismissRefused()}>
                    Dismiss
                  </Button>
                </>
              )}
            </Stack>
          </Popover.Dropdown>
        </Popover>
      )}
      <Tooltip label="Sync now">
        <ActionIcon
          variant="default"
          size={isSmallScreen ? 'md' : 'lg'}
          aria-label="Sync now"
          disabled={!online || syncing}
          onClick={() => void syncEngine.sync()}
        >
          <IconRefresh size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
