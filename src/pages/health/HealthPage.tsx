import { Badge, Button, Group, Stack, Table, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useServerHealth, type ServerCheck } from '../../stores/useServerHealth';

const CHECK_COLOR: Record<ServerCheck, string> = { reachable: 'green', unreachable: 'red', checking: 'gray' };

export function HealthPage() {
  const { online } = useNetwork();
  const { server, recheck } = useServerHealth(online);

  return (
    <Stack maw={560}>
      <Title order={2}>Health</Title>
      <Table withTableBorder>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th>App version</Table.Th>
            <Table.Td>{__APP_VERSION__}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Network</Table.Th>
            <Table.Td>
              <Badge color={online ? 'green' : 'orange'}>{online ? 'online' : 'offline'}</Badge>
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Server</Table.Th>
            <Table.Td>
              <Badge color={CHECK_COLOR[server]}>{server}</Badge>
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Group>
        <Button variant="default" onClick={recheck} loading={server === 'checking'}>
          Check again
        </Button>
      </Group>
    </Stack>
  );
}
