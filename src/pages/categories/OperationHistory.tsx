import { Badge, Group, Table, Text, Title } from '@mantine/core';
import { useLiveRead } from '../../components/useLiveRead';
import { DEFAULT_HISTORY_LIMIT, getInventoryHistory, type InventoryHistoryEntry } from '../../db/categoryInventory';
import { localDatabase } from '../../db/localDatabase';
import { formatCount } from '../../domain/format';
import { changeText, formatWhen } from './stockFormatting';

function typeText(entry: InventoryHistoryEntry): string {
  if (entry.type !== 'transfer') return entry.type === 'add' ? 'Add' : 'Remove';
  return entry.incoming
    ? `Transfer from ${entry.sourceCategoryName || 'another category'}`
    : `Transfer to ${entry.metadata?.targetCategoryName || 'another category'}`;
}

/**
 * The change to this category: a transfer takes from its source and gives to its target. The
 * applied change is recorded for the source; a transfer is never clamped, so the target gets it all.
 */
function change(entry: InventoryHistoryEntry): string {
  const amount = Math.abs(entry.quantity);
  const requested = entry.type === 'add' || entry.incoming ? amount : -amount;
  return changeText(requested, entry.incoming ? amount : entry.appliedDelta);
}

function StateBadge({ entry }: { entry: InventoryHistoryEntry }) {
  if (entry.refusal !== null) {
    return (
      <Badge color="red" variant="light" tt="none" title={`The server refused this change: ${entry.refusal}`}>
        Refused: {entry.refusal}
      </Badge>
    );
  }
  if (entry.pending) {
    return (
      <Badge color="gray" variant="light" tt="none" title="Waiting to be sent to the server">
        Pending
      </Badge>
    );
  }
  if (entry.confirmed) return null;
  return (
    <Badge
      color="gray"
      variant="outline"
      tt="none"
      title="Sent; the server's figures come with the next sync, unless it refused it"
    >
      Sent
    </Badge>
  );
}

function HistoryRow({ entry }: { entry: InventoryHistoryEntry }) {
  // A transfer in carries its source's figures, not this category's.
  const figures = entry.incoming ? ['—', '—'] : [formatCount(entry.previousQuantity), formatCount(entry.newQuantity)];
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatWhen(entry.timestamp)}</Table.Td>
      <Table.Td>{entry.performedBy || '—'}</Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <Text size="sm" span>
            {typeText(entry)}
          </Text>
          <StateBadge entry={entry} />
        </Group>
      </Table.Td>
      <Table.Td>{change(entry)}</Table.Td>
      <Table.Td>{figures[0]}</Table.Td>
      <Table.Td>{figures[1]}</Table.Td>
      <Table.Td>{entry.reason}</Table.Td>
    </Table.Tr>
  );
}

/** The category's stock movements, newest first, the last 50 (docs/SPEC.md §9). */
export function OperationHistory({ categoryId }: { categoryId: string }) {
  const history = useLiveRead(() => getInventoryHistory(localDatabase(), categoryId), [categoryId]);

  return (
    <section aria-label="Operation history">
      <Title order={4} size="h5" mb="xs">
        Operation history
      </Title>
      {history.status === 'loading' ? null : history.status === 'failed' ? (
        <Text c="red" size="sm" role="alert">
          {history.message}
        </Text>
      ) : history.value.length === 0 ? (
        <Text size="sm" c="dimmed">
          No stock movement yet.
        </Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={720}>
            <Table striped withTableBorder aria-label="Operation history">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>Who</Table.Th>
                  <Table.Th>Type</Table.Th>
                  <Table.Th>Quantity</Table.Th>
                  <Table.Th>Before</Table.Th>
                  <Table.Th>After</Table.Th>
                  <Table.Th>Reason</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {history.value.map((entry) => (
                  <HistoryRow key={entry.id} entry={entry} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {history.value.length === DEFAULT_HISTORY_LIMIT && (
            <Text size="xs" c="dimmed">
              The latest {DEFAULT_HISTORY_LIMIT} movements.
            </Text>
          )}
        </>
      )}
    </section>
  );
}
