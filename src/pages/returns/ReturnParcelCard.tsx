import { Alert, Button, Group, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { PLATFORM_LABEL } from '../../components/platformLabel';
import { SectionCard } from '../../components/SectionCard';
import type { ReturnParcel } from '../../db/returns';
import { formatCalendarDay, formatCountText } from '../../domain/format';
import type { OrderLine, ReturnOutcome } from '../../domain/records';
import { canGoBackInStock, returnedLineId } from '../../domain/returns/returnedLines';
import { parcelName } from '../activeOrders/parcelNames';
import { alreadyReceivedText, receiptText } from './returnWords';

/** What a packer writes most often: the parcel came back undelivered. */
const DEFAULT_REASON = 'Undelivered (RTO)';

interface ReturnParcelCardProps {
  found: ReturnParcel;
  onReceive: (line: OrderLine, outcome: ReturnOutcome, reason: string) => Promise<void>;
}

/**
 * One scanned parcel: its lines, each received back in stock or damaged with the reason written
 * above them; a line received already (here or on another station) says by whom and when.
 */
export function ReturnParcelCard({ found, onReceive }: ReturnParcelCardProps) {
  const { parcel, received } = found;
  const [reason, setReason] = useState(DEFAULT_REASON);
  const [busy, setBusy] = useState(false);
  const name = parcelName(parcel);
  const done = parcel.lines.every((line) => received.has(returnedLineId(line)));

  async function receive(line: OrderLine, outcome: ReturnOutcome) {
    setBusy(true);
    try {
      await onReceive(line, outcome, reason);
    } finally {
      setBusy(false);
    }
  }

  return (
    <SectionCard title={`${PLATFORM_LABEL[parcel.platform]} parcel ${name}`} label={`Parcel ${name}`}>
      <Text size="sm" c="dimmed">
        Merged on {formatCalendarDay(parcel.date)}
      </Text>
      {done && (
        <Alert color="orange" variant="light" role="alert" title="Received already">
          {alreadyReceivedText(parcel, [...received.values()])}
        </Alert>
      )}
      {!done && (
        <TextInput
          label="Reason"
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={reason.trim() === '' ? 'A reason is required' : undefined}
          w={320}
        />
      )}
      <Table.ScrollContainer minWidth={720}>
        <Table aria-label={`Lines of parcel ${name}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>SKU</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>Quantity</Table.Th>
              <Table.Th>Category</Table.Th>
              <Table.Th>Merged</Table.Th>
              <Table.Th>Received</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {parcel.lines.map((line) => {
              const record = received.get(returnedLineId(line));
              return (
                <Table.Tr key={line.id} data-sku={line.sku}>
                  <Table.Td>{line.sku}</Table.Td>
                  <Table.Td>{line.name}</Table.Td>
                  <Table.Td>{formatCountText(line.quantity)}</Table.Td>
                  <Table.Td>{line.categoryId === '' ? 'Uncategorized' : line.category}</Table.Td>
                  <Table.Td>{formatCalendarDay(line.date)}</Table.Td>
                  <Table.Td>
                    {record ? (
                      <Text size="sm">{receiptText(record)}</Text>
                    ) : (
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          color="green"
                          disabled={busy || reason.trim() === '' || !canGoBackInStock(line)}
                          aria-label={`Back in stock: ${line.sku}`}
                          onClick={() => void receive(line, 'back-in-stock')}
                        >
                          Back in stock
                        </Button>
                        <Button
                          size="xs"
                          color="red"
                          variant="light"
                          disabled={busy || reason.trim() === ''}
                          aria-label={`Damaged: ${line.sku}`}
                          onClick={() => void receive(line, 'damaged')}
                        >
                          Damaged
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </SectionCard>
  );
}
