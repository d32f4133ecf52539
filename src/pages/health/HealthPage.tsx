import { Badge, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useSearchParams } from 'react-router-dom';
import type { HealthCheck, HealthStatus } from '../../stores/healthChecks';
import { useHealthChecks } from '../../stores/useHealthChecks';
import { healthDocument, overallStatus } from './healthDocument';
import { formatDateTime } from '../../domain/format';

const STATUS_COLOR: Record<HealthStatus, string> = { ok: 'green', warning: 'yellow', failing: 'red', checking: 'gray' };
const STATUS_WORD: Record<HealthStatus, string> = { ok: 'OK', warning: 'Warning', failing: 'Failing', checking: 'Checking' };

function since(check: HealthCheck): string {
  return formatDateTime(check.since);
}

/**
 * The station's health (docs/SPEC.md §16), public so that a packer at the login page can check it. With
 * `?format=json` the page is a JSON document in a <pre>: a SPA route has no server-side JSON, so a
 * script reads it through a browser (docs/OPERATIONS.md, Health and monitoring).
 */
export function HealthPage() {
  const { online } = useNetwork();
  const { checks, recheck } = useHealthChecks(online);
  const [params] = useSearchParams();

  if (params.get('format') === 'json') {
    return (
      <pre data-testid="health-json" style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
        {checks ? JSON.stringify(healthDocument(checks, __APP_VERSION__, new Date()), null, 2) : '{"status":"checking"}'}
      </pre>
    );
  }

  return (
    <Stack maw={860}>
      <Group justify="space-between">
        <Title order={2}>Health</Title>
        {checks && (
          <Badge size="lg" variant="light" color={STATUS_COLOR[overallStatus(checks)]} miw="max-content">
            {STATUS_WORD[overallStatus(checks)]}
          </Badge>
        )}
      </Group>
      <Text size="sm">App version {__APP_VERSION__}</Text>
      {!checks ? (
        <Loader aria-label="Checking" />
      ) : (
        <Table withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Check</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Details</Table.Th>
              <Table.Th>Since</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {checks.map((check) => (
              <Table.Tr key={check.name} data-check={check.name}>
                <Table.Th scope="row">{check.label}</Table.Th>
                <Table.Td>
                  <Badge variant="light" color={STATUS_COLOR[check.status]} miw="max-content">
                    {STATUS_WORD[check.status]}
                  </Badge>
                </Table.Td>
                <Table.Td>{check.detail}</Table.Td>
                <Table.Td>{since(check)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group>
        <Button variant="default" onClick={recheck}>
          Check again
        </Button>
      </Group>
    </Stack>
  );
}
