import { Alert, Badge, Button, Group, Progress, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBarcode } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import type { LiveRead } from '../../components/useLiveRead';
import { SectionCard } from '../../components/SectionCard';
import { localDatabase } from '../../db/localDatabase';
import { markPacked, type PackOutcome } from '../../db/packing';
import { causeMessage } from '../../domain/errors';
import type { PackingDay } from '../../domain/orders/parcels';
import { packedBy, parcelName } from './parcelNames';
import { recordEvent } from '../../stores/analytics';
import { formatCount } from '../../domain/format';

/** At the end of the morning few are left; on a fresh day the count says the rest. */
const NAMED_NOT_PACKED = 40;

interface ScanResult {
  ok: boolean;
  text: string;
}

function resultOf(outcome: PackOutcome): ScanResult {
  if (outcome.outcome === 'packed') return { ok: true, text: `Packed: ${parcelName(outcome.parcel)}` };
  if (outcome.outcome === 'unknown') return { ok: false, text: `Unknown code ${outcome.code}: no parcel of this day has it` };
  return { ok: false, text: `Already packed: ${parcelName(outcome.parcel)}, by ${packedBy(outcome.mark)}` };
}

function NotYetPacked({ day }: { day: PackingDay }) {
  const total = day.packed.length + day.notPacked.length;
  if (day.notPacked.length === 0) {
    return <Text c="green.9">{total === 0 ? 'No parcels on this day' : `All ${formatCount(total)} parcels are packed`}</Text>;
  }
  const named = day.notPacked.slice(0, NAMED_NOT_PACKED);
  const more = day.notPacked.length - named.length;
  return (
    <div>
      <Text size="sm" fw={600} mb={4} id="not-yet-packed">
        Not yet packed: {formatCount(day.notPacked.length)}
      </Text>
      <Group gap={6} role="list" aria-labelledby="not-yet-packed">
        {named.map((parcel) => (
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
      {more > 0 && (
        <Text size="sm" c="dimmed" mt={4}>
          and {more} more
        </Text>
      )}
    </div>
  );
}

/**
 * The packing check: a USB scanner types a label's AWB or order id and Enter into the field, which
 * marks that parcel packed (by the signed-in user, now) on this station; the marks sync like any
 * change. A code that names no parcel, or one packed already, is shown in red where the packer
 * looks, and the field keeps the focus for the next scan.
 */
interface PackingCheckProps {
  date: string;
  packing: LiveRead<PackingDay>;
  /** The signed-in user's e-mail: who packed. */
  packer: string;
}

export function PackingCheck({ date, packing, packer }: PackingCheckProps) {
  const [code, setCode] = useState('');
  const [last, setLast] = useState<ScanResult | null>(null);
  const field = useRef<HTMLInputElement>(null);

  async function scan(event: FormEvent) {
    event.preventDefault();
    const scanned = code.trim();
    setCode('');
    field.current?.focus();
    if (scanned === '') return;
    let result: ScanResult;
    try {
      result = resultOf(await markPacked(localDatabase(), scanned, date, packer));
    } catch (error) {
      result = { ok: false, text: `The scan of ${scanned} was not saved: ${causeMessage(error)}` };
    }
    setLast(result);
    recordEvent('scan', { ok: result.ok });
    if (!result.ok) {
      notifications.show({
        color: 'red',
        title: 'Check this parcel',
        message: result.text,
        autoClose: 8000,
        closeButtonProps: { 'aria-label': 'Close' },
        // Full-contrast text: the default description grey reads 3.3:1 on white.
        styles: { description: { color: 'var(--mantine-color-text)' } },
      });
    }
    field.current?.focus();
  }

  const day = packing.status === 'ready' ? packing.value : null;
  const total = day ? day.packed.length + day.notPacked.length : 0;
  const summary = day ? `Packed ${formatCount(day.packed.length)} of ${formatCount(total)}` : '';
  return (
    <SectionCard
      title="Packing check"
      actions={
        <Text fw={600} role="status" aria-live="polite" data-testid="packed-count">
          {summary}
        </Text>
      }
    >
      <form onSubmit={(event) => void scan(event)} aria-label="Scan a parcel">
        <Group align="end" gap="xs">
          <TextInput
            ref={field}
            label="Scan AWB or order id"
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            // The packer scans without touching the mouse: the field is ready when the screen opens.
            autoFocus
            autoComplete="off"
            spellCheck={false}
            leftSection={<IconBarcode size={16} aria-hidden />}
            // A red field; the words are in the alert below, in readable contrast.
            error={last !== null && !last.ok}
            w={320}
          />
          <Button type="submit" variant="light">
            Mark packed
          </Button>
        </Group>
      </form>
      {last?.ok && (
        <Alert color="green" variant="light" role="status" py={6}>
          {last.text}
        </Alert>
      )}
      {last && !last.ok && (
        <Alert color="red" variant="filled" role="alert" py={6} title="Not marked packed">
          {last.text}
        </Alert>
      )}
      {day && total > 0 && <Progress value={(day.packed.length / total) * 100} color="green" aria-label={summary} />}
      {packing.status === 'failed' && (
        <Alert color="red" role="alert">
          {packing.message}
        </Alert>
      )}
      {day && <NotYetPacked day={day} />}
    </SectionCard>
  );
}
