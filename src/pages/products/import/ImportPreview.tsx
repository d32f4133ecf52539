import { Badge, Group, Paper, ScrollArea, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { skippedCount, type ImportPlan } from '../../../domain/catalogue/importPlan';
import { formatCount } from '../formatting';

/** A preview lists this many row notes; a file with more says how many are left out. */
const SHOWN_ISSUES = 200;

function Figure({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Paper withBorder p="xs">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" c={color} aria-label={label}>
        {formatCount(value)}
      </Text>
    </Paper>
  );
}

/** What confirming will do: the counts, and why each row left out or changed was. */
export function ImportPreview({ plan }: { plan: ImportPlan }) {
  const shown = plan.issues.slice(0, SHOWN_ISSUES);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={4}>
        <Figure label="Rows read" value={plan.rowsRead} />
        <Figure label="To create" value={plan.create.length} color="green" />
        <Figure label="To update" value={plan.update.length} color="blue" />
        <Figure label="Skipped" value={skippedCount(plan)} color={skippedCount(plan) ? 'orange' : undefined} />
      </SimpleGrid>
      {plan.alreadyExists > 0 && (
        <Text size="sm">
          {formatCount(plan.alreadyExists)} already in the catalogue, left alone. Turn on 'Update existing products' to refresh
          their price and listing details.
        </Text>
      )}
      {plan.unchanged > 0 && (
        <Text size="sm">{formatCount(plan.unchanged)} already in the catalogue with these values: nothing to update.</Text>
      )}
      {plan.unknownColumns.length > 0 && (
        <Text size="sm" c="dimmed">
          Unknown columns, ignored: {plan.unknownColumns.join(', ')}
        </Text>
      )}
      {shown.length > 0 && (
        <ScrollArea.Autosize mah={260}>
          {/* Fixed widths: a long SKU or reason wraps in its own column instead of squeezing the result badge. */}
          <Table striped withTableBorder fz="sm" layout="fixed" aria-label="Row notes">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={64}>Row</Table.Th>
                <Table.Th w="30%">SKU</Table.Th>
                <Table.Th w={112}>Result</Table.Th>
                <Table.Th>Reason</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((issue) => (
                <Table.Tr key={`${issue.row}-${issue.kind}`}>
                  <Table.Td>{issue.row}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{issue.sku}</Table.Td>
                  <Table.Td>
                    <Badge size="sm" variant="light" color={issue.skipped ? 'orange' : 'gray'}>
                      {issue.skipped ? 'Skipped' : 'Imported'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{issue.message}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
      {plan.issues.length > shown.length && (
        <Group>
          <Text size="sm" c="dimmed">
            {formatCount(plan.issues.length - shown.length)} more rows with notes are not shown.
          </Text>
        </Group>
      )}
    </Stack>
  );
}
