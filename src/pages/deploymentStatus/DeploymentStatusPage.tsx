import { Alert, Badge, Button, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useDeploymentStatus, type DeploymentView } from '../../stores/useDeploymentStatus';
import { pageTitle } from '../../app/routes';
import { formatBytes } from '../../domain/files/storedFiles';
import { formatCount, formatDateTime } from '../../domain/format';

type Ready = Extract<DeploymentView, { status: 'ready' }>;

function at(timestamp: string): string {
  return formatDateTime(timestamp);
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th scope="row">{label}</Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}

function ThisBuild({ view }: { view: Ready }) {
  const { serviceWorker, server } = view;
  return (
    <Card withBorder>
      <Title order={3} mb="xs">
        This build and the server
      </Title>
      <Table aria-label="This build and the server">
        <Table.Tbody>
          <Row label="App version">{__APP_VERSION__}</Row>
          <Row label="Git commit">{__GIT_COMMIT__}</Row>
          <Row label="Built">{at(__BUILD_TIME__)}</Row>
          <Row label="Service worker">
            {!serviceWorker.supported
              ? 'Not supported by this browser'
              : serviceWorker.active
                ? `Active, serving version ${__APP_VERSION__}`
                : 'Not active'}
            {serviceWorker.waiting && (
              <Badge ml="xs" variant="light" color="yellow">
                A new version waits
              </Badge>
            )}
          </Row>
          <Row label="PocketBase">{server.pocketbase || 'unknown'}</Row>
          <Row label="Migrations applied">
            {formatCount(server.migrations.length)}, the last {server.migrations.at(-1)?.file ?? 'none'}
          </Row>
        </Table.Tbody>
      </Table>
    </Card>
  );
}

function Stations({ view }: { view: Ready }) {
  const outdated = view.stations.filter((row) => row.outdated);
  return (
    <Card withBorder>
      <Title order={3} mb="xs">
        Stations
      </Title>
      {outdated.length > 0 && (
        <Alert color="yellow" mb="xs" title="Stations on an old build">
          {outdated.map((row) => `${row.station} (${row.appVersion})`).join(', ')}: reload the app there.
        </Alert>
      )}
      {view.stations.length === 0 ? (
        <Text size="sm">No station has reported in the last 30 days.</Text>
      ) : (
        <Table aria-label="Stations' app versions">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Station</Table.Th>
              <Table.Th>App version</Table.Th>
              <Table.Th>Last seen</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {view.stations.map((row) => (
              <Table.Tr key={row.station}>
                <Table.Td>{row.station}</Table.Td>
                <Table.Td>
                  {row.appVersion}
                  {row.outdated && (
                    <Badge ml="xs" variant="light" color="yellow">
                      old build
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{at(row.lastSeen)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}

function Backups({ view, backUpNow }: { view: Ready; backUpNow: () => Promise<string> }) {
  const [state, setState] = useState<{ busy: boolean; message: string | null }>({ busy: false, message: null });
  const { backups, backupSchedule } = view.server;
  const run = async () => {
    setState({ busy: true, message: null });
    try {
      setState({ busy: false, message: `Backup ${await backUpNow()} made.` });
    } catch (error) {
      setState({ busy: false, message: `The backup failed: ${error instanceof Error ? error.message : String(error)}` });
    }
  };
  return (
    <Card withBorder>
      <Group justify="space-between" mb="xs">
        <Title order={3}>Backups</Title>
        <Button onClick={run} loading={state.busy}>
          Back up now
        </Button>
      </Group>
      <Text size="sm" mb="xs">
        {backupSchedule.cron
          ? `Daily (${backupSchedule.cron}, server time), the last ${backupSchedule.keep} kept.`
          : 'No scheduled backups.'}
      </Text>
      {state.message && (
        <Text size="sm" role="status" mb="xs">
          {state.message}
        </Text>
      )}
      {backups.length === 0 ? (
        <Text size="sm">No backups yet.</Text>
      ) : (
        <Table aria-label="Backups">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>File</Table.Th>
              <Table.Th>Size</Table.Th>
              <Table.Th>Date</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {backups.map((backup) => (
              <Table.Tr key={backup.key}>
                <Table.Td>{backup.key}</Table.Td>
                <Table.Td>{formatBytes(backup.size)}</Table.Td>
                <Table.Td>{at(backup.modified)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}

/** What runs where (docs/SPEC.md §16): this build, the service worker, the server, the stations, the backups. */
export function DeploymentStatusPage() {
  const { view, backUpNow } = useDeploymentStatus();
  return (
    <Stack>
      <Title order={2}>{pageTitle('/deployment-status/')}</Title>
      {view.status === 'loading' && <Loader aria-label="Loading the deployment status" />}
      {view.status === 'failed' && (
        <Alert color="red" title="The deployment status could not be read">
          {view.message}
        </Alert>
      )}
      {view.status === 'ready' && (
        <>
          <ThisBuild view={view} />
          <Stations view={view} />
          <Backups view={view} backUpNow={backUpNow} />
        </>
      )}
    </Stack>
  );
}
