import { Alert, Badge, Button, Group, NativeSelect, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBarcode, IconFileTypePdf } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { SectionCard } from '../../components/SectionCard';
import { useLiveRead } from '../../components/useLiveRead';
import { handoverDayOf, markHandedOver, type HandoverOutcome } from '../../db/handover';
import { localDatabase } from '../../db/localDatabase';
import { causeMessage } from '../../domain/errors';
import { formatCount, formatTime } from '../../domain/format';
import type { CourierHandover } from '../../domain/orders/handover';
import { downloadBlob } from '../../stores/downloadBlob';
import { parcelName } from './parcelNames';

function resultOf(outcome: HandoverOutcome, courier: string): { ok: boolean; text: string } {
  switch (outcome.outcome) {
    case 'handed-over':
      return { ok: true, text: `Handed over to ${courier}: ${parcelName(outcome.parcel)}` };
    case 'unknown':
      return { ok: false, text: `Unknown code ${outcome.code}: no parcel of this day has it` };
    case 'other-courier':
      return { ok: false, text: `Not for ${courier}: ${parcelName(outcome.parcel)} goes with ${outcome.courier}` };
    case 'already-handed-over': {
      const who = outcome.mark.handedOverBy === '' ? 'this station' : outcome.mark.handedOverBy;
      return {
        ok: false,
        text: `Already handed over: ${parcelName(outcome.parcel)}, by ${who} at ${formatTime(outcome.mark.handedOverAt)}`,
      };
    }
  }
}

function CourierCounts({ couriers }: { couriers: readonly CourierHandover[] }) {
  return (
    <Table aria-label="Parcels per courier" w="auto">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Courier</Table.Th>
          <Table.Th>Packed</Table.Th>
          <Table.Th>Handed over</Table.Th>
          <Table.Th>Left</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {couriers.map((row) => (
          <Table.Tr key={row.courier}>
            <Table.Td>{row.courier}</Table.Td>
            <Table.Td>{`${formatCount(row.packed)} of ${formatCount(row.parcels)}`}</Table.Td>
            <Table.Td>{formatCount(row.handedOver)}</Table.Td>
            <Table.Td>{formatCount(row.left.length)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The courier handover (docs/SPEC.md §19): at pickup the packer chooses the courier and scans each parcel
 * as it goes into that courier's bag. A parcel of another courier, or one in a bag already, is
 * called out in red. The counts and the parcels left are live; the sheet is the courier's to sign.
 */
export function HandoverCheck({ date, handler }: { date: string; handler: string }) {
  const read = useLiveRead(() => handoverDayOf(localDatabase(), date), [date]);
  const couriers = read.status === 'ready' ? read.value : [];
  const [chosen, setChosen] = useState('');
  const courier = couriers.some((row) => row.courier === chosen) ? chosen : (couriers[0]?.courier ?? '');
  const current = couriers.find((row) => row.courier === courier);
  const [code, setCode] = useState('');
  const [last, setLast] = useState<{ ok: boolean; text: string } | null>(null);
  const field = useRef<HTMLInputElement>(null);

  async function scan(event: FormEvent) {
    event.preventDefault();
    const scanned = code.trim();
    setCode('');
    field.current?.focus();
    if (scanned === '' || courier === '') return;
    try {
      setLast(resultOf(await markHandedOver(localDatabase(), scanned, date, courier, handler), courier));
    } catch (error) {
      setLast({ ok: false, text: `The scan of ${scanned} was not saved: ${causeMessage(error)}` });
    }
    field.current?.focus();
  }

  async function sheet() {
    if (!current) return;
    try {
      // pdf-lib and the fonts load on the first sheet, not with the screen.
      const { browserHandoverSheetPdf } = await import('../../stores/handoverSheetPdf');
      const bytes = await browserHandoverSheetPdf({ date, handover: current, printedAt: new Date() });
      const name = `handover-${current.courier.replace(/[^A-Za-z0-9]+/g, '-')}-${date}.pdf`;
      downloadBlob(name, new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }));
    } catch (error) {
      notifications.show({ color: 'red', title: 'The sheet could not be made', message: causeMessage(error) });
    }
  }

  return (
    <SectionCard title="Courier handover">
      {read.status === 'failed' && (
        <Alert color="red" role="alert">
          {read.message}
        </Alert>
      )}
      <form onSubmit={(event) => void scan(event)} aria-label="Scan a parcel into the bag">
        <Group align="end" gap="xs">
          <NativeSelect
            label="Courier"
            value={courier}
            data={couriers.map((row) => row.courier)}
            onChange={(event) => setChosen(event.currentTarget.value)}
          />
          <TextInput
            ref={field}
            label="Scan into the bag"
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            autoComplete="off"
            spellCheck={false}
            leftSection={<IconBarcode size={16} aria-hidden />}
            error={last !== null && !last.ok}
            w={280}
          />
          <Button type="submit" variant="light">
            Hand over
          </Button>
          <Button
            variant="default"
            leftSection={<IconFileTypePdf size={16} aria-hidden />}
            disabled={!current || current.handedOver === 0}
            onClick={() => void sheet()}
          >
            Handover sheet
          </Button>
        </Group>
      </form>
      {last?.ok && (
        <Alert color="green" variant="light" role="status" py={6}>
          {last.text}
        </Alert>
      )}
      {last && !last.ok && (
        <Alert color="red" variant="filled" role="alert" py={6} title="Not handed over">
          {last.text}
        </Alert>
      )}
      <CourierCounts couriers={couriers} />
      {current && current.left.length > 0 && (
        <div>
          <Text size="sm" fw={600} mb={4} id="not-handed-over">
            Not yet handed over to {current.courier}: {formatCount(current.left.length)}
          </Text>
          <Group gap={6} role="list" aria-labelledby="not-handed-over">
            {current.left.map((parcel) => (
              <Badge
                key={`${parcel.platform}:${parcel.orderId}:${parcel.awb}`}
                variant="outline"
                color="gray"
                tt="none"
                role="listitem"
              >
                {parcelName(parcel)}
              </Badge>
            ))}
          </Group>
        </div>
      )}
    </SectionCard>
  );
}
