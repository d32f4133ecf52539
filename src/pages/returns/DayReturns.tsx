import { Alert, Table, Text } from '@mantine/core';
import { CsvButton } from '../../components/CsvButton';
import { PLATFORM_LABEL } from '../../components/platformLabel';
import { SectionCard } from '../../components/SectionCard';
import { useLiveRead } from '../../components/useLiveRead';
import { localDatabase } from '../../db/localDatabase';
import { formatCalendarDay, formatCount } from '../../domain/format';
import { returnsReceivedOn } from '../../db/returns';
import { latestFirst, outcomeText, returnsCsv, returnsPerMarketplace } from '../../domain/returns/returnsDay';
import { parcelName } from '../activeOrders/parcelNames';
import { receivedBy } from './returnWords';

/** The returns received on `day` (here and pulled from other stations), per marketplace and one by one. */
export function DayReturns({ day }: { day: string }) {
  const read = useLiveRead(() => returnsReceivedOn(localDatabase(), day), [day]);
  const returns = read.status === 'ready' ? read.value : [];
  const counts = returnsPerMarketplace(returns);
  const list = latestFirst(returns);
  return (
    <SectionCard
      title={`Returns received today, ${formatCalendarDay(day)}`}
      label="Returns received today"
      actions={<CsvButton what="returns received today" fileName={`returns-${day}.csv`} csv={() => returnsCsv(returns)} />}
    >
      {read.status === 'failed' && (
        <Alert color="red" role="alert">
          {read.message}
        </Alert>
      )}
      {list.length === 0 ? (
        <Text c="dimmed">No returns received today</Text>
      ) : (
        <>
          <Table aria-label="Returns per marketplace" w="auto">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Marketplace</Table.Th>
                <Table.Th>Parcels</Table.Th>
                <Table.Th>Units back in stock</Table.Th>
                <Table.Th>Units damaged</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {counts.map((row) => (
                <Table.Tr key={row.platform}>
                  <Table.Td>{PLATFORM_LABEL[row.platform]}</Table.Td>
                  <Table.Td>{formatCount(row.parcels)}</Table.Td>
                  <Table.Td>{formatCount(row.backInStock)}</Table.Td>
                  <Table.Td>{formatCount(row.damaged)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Table.ScrollContainer minWidth={720}>
            <Table aria-label="Returns received today, latest first">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Parcel</Table.Th>
                  <Table.Th>SKU</Table.Th>
                  <Table.Th>Quantity</Table.Th>
                  <Table.Th>Outcome</Table.Th>
                  <Table.Th>Reason</Table.Th>
                  <Table.Th>Received</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((line) => (
                  <Table.Tr key={line.id}>
                    <Table.Td>{parcelName(line)}</Table.Td>
                    <Table.Td>{line.sku}</Table.Td>
                    <Table.Td>{formatCount(line.quantity)}</Table.Td>
                    <Table.Td>{outcomeText(line)}</Table.Td>
                    <Table.Td>{line.reason}</Table.Td>
                    <Table.Td>{receivedBy(line)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </SectionCard>
  );
}
