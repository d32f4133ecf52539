import { Badge, Button, Group, Stack, Table, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useCallback, useEffect, useState } from 'react';
import { checkServerHealth, type ServerHealth } from '../../sync/serverHealth';

type Check = ServerHealth | 'checking';

const CHECK_COLOR: Record<Check, string> = { reachable: 'green', unreachable: 'red', checking: 'gray' };

export function HealthPage() {
  const { online } = useNetwork();
  const [server, setServer] = useState<Check>('checking');

  const recheck = useCallback(async () => {
    setServer('checking');
    setServer(await checkServerHealth());
  }, []);

  useEffect(() => {
    let active = true;
    void checkServerHealth().then((result) => active && setServer(result));
    return () => {
      active = false;
    };
  }, [online]);

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
