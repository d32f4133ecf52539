import { Alert, SimpleGrid, Table, Text } from '@mantine/core';
import { SectionCard } from '../../components/SectionCard';
import { useLiveRead } from '../../components/useLiveRead';
import { localDatabase } from '../../db/localDatabase';
import { orderLinesOfDays } from '../../db/orderDays';
import { returnsOfOrderDays } from '../../db/returns';
import { formatCount, formatMargin } from '../../domain/orders/figureFormat';
import type { DateRange } from '../../domain/orders/dayKeys';
import { returnRates, type ReturnRate } from '../../domain/returns/returnRates';

function RatesTable({ label, lead, rows }: { label: string; lead: string; rows: readonly ReturnRate[] }) {
  return (
    <Table striped aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{lead}</Table.Th>
          <Table.Th ta="right">Ordered</Table.Th>
          <Table.Th ta="right">Returned</Table.Th>
          <Table.Th ta="right">Return rate</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Td>{row.name}</Table.Td>
            <Table.Td ta="right">{formatCount(row.orderedUnits)}</Table.Td>
            <Table.Td ta="right">{formatCount(row.returnedUnits)}</Table.Td>
            <Table.Td ta="right">{formatMargin(row.ratePercent)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * Return rates (docs/SPEC.md §19): of the units ordered on the range's days, how many came back, per SKU
 * and category that had returns. Live: a return received here or pulled shows at once.
 */
export function ReturnRatesSection({ range }: { range: DateRange }) {
  const read = useLiveRead(async () => {
    const db = localDatabase();
    const [lines, returns] = await Promise.all([orderLinesOfDays(db, range), returnsOfOrderDays(db, range)]);
    return returnRates(lines, returns, range);
  }, [range.from, range.to]);
  return (
    <SectionCard title="Returns">
      {read.status === 'failed' && (
        <Alert color="red" role="alert">
          {read.message}
        </Alert>
      )}
      {read.status === 'ready' && read.value.bySku.length === 0 && (
        <Text size="sm" c="dimmed">
          No returns of the orders of these dates.
        </Text>
      )}
      {read.status === 'ready' && read.value.bySku.length > 0 && (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <RatesTable label="Return rate per SKU" lead="SKU" rows={read.value.bySku} />
          <RatesTable label="Return rate per category" lead="Category" rows={read.value.byCategory} />
        </SimpleGrid>
      )}
    </SectionCard>
  );
}
