import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconBarcode } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { SectionCard } from '../../components/SectionCard';
import { useLiveRead } from '../../components/useLiveRead';
import { useToday } from '../../components/useToday';
import { localDatabase } from '../../db/localDatabase';
import { receiveReturnedLine, returnParcels } from '../../db/returns';
import { causeMessage } from '../../domain/errors';
import { formatCount } from '../../domain/format';
import type { OrderLine, ReturnOutcome } from '../../domain/records';
import { RETURN_WINDOW_DAYS } from '../../domain/returns/returnedLines';
import { DayReturns } from './DayReturns';
import { ReturnParcelCard } from './ReturnParcelCard';
import { receivedBy } from './returnWords';

interface ReturnsScreenProps {
  /** The signed-in user's e-mail: who received the return. */
  receiver: string;
  /** yyyy-MM-dd; the server's day (useToday) unless a test fixes it. */
  today?: string;
}

/**
 * Returns (docs/SPEC.md §19): a USB scanner types a returned parcel's AWB or order id and Enter; the
 * parcel's lines show, found among the last 90 order days, and each is received back in stock
 * (its quantity goes back to its category) or damaged. Works offline; the records sync.
 */
export function ReturnsScreen({ receiver, today: fixedToday }: ReturnsScreenProps) {
  const serverDay = useToday();
  const today = fixedToday ?? serverDay;
  const [code, setCode] = useState('');
  const [scanned, setScanned] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const found = useLiveRead(
    () => (scanned === '' ? Promise.resolve([]) : returnParcels(localDatabase(), scanned, today)),
    [scanned, today],
  );

  function scan(event: FormEvent) {
    event.preventDefault();
    setScanned(code.trim());
    setCode('');
    setMessage(null);
    field.current?.focus();
  }

  async function receive(line: OrderLine, outcome: ReturnOutcome, reason: string) {
    try {
      const result = await receiveReturnedLine(localDatabase(), line, {
        outcome,
        reason,
        receivedBy: receiver,
        receivedDay: today,
        at: new Date(),
      });
      setMessage(
        result.outcome === 'received'
          ? {
              ok: true,
              text: `${line.sku}: ${outcome === 'back-in-stock' ? `${formatCount(result.record.quantity)} back in stock` : 'damaged'}`,
            }
          : { ok: false, text: `${line.sku} was received already, by ${receivedBy(result.record)}` },
      );
    } catch (error) {
      setMessage({ ok: false, text: `${line.sku} was not received: ${causeMessage(error)}` });
    }
    field.current?.focus();
  }

  const parcels = found.status === 'ready' ? found.value : [];
  return (
    <Stack>
      <Stack gap={4}>
        <Title order={2}>Returns</Title>
        <Text c="dimmed" size="sm">
          Scan a returned parcel to put its lines back in stock or record them damaged. Parcels of the last {RETURN_WINDOW_DAYS}{' '}
          days are found.
        </Text>
      </Stack>
      <SectionCard title="Receive a return">
        <form onSubmit={scan} aria-label="Scan a returned parcel">
          <Group align="end" gap="xs">
            <TextInput
              ref={field}
              label="Scan AWB or order id"
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              autoFocus
              autoComplete="off"
              spellCheck={false}
              leftSection={<IconBarcode size={16} aria-hidden />}
              w={320}
            />
            <Button type="submit" variant="light">
              Find parcel
            </Button>
          </Group>
        </form>
        {scanned !== '' && found.status === 'ready' && parcels.length === 0 && (
          <Alert color="red" variant="filled" role="alert" py={6} title="Not found">
            Unknown code {scanned}: no parcel of the last {RETURN_WINDOW_DAYS} days has it
          </Alert>
        )}
        {found.status === 'failed' && (
          <Alert color="red" role="alert">
            {found.message}
          </Alert>
        )}
        {message && (
          <Alert
            color={message.ok ? 'green' : 'red'}
            variant={message.ok ? 'light' : 'filled'}
            role={message.ok ? 'status' : 'alert'}
            py={6}
          >
            {message.text}
          </Alert>
        )}
      </SectionCard>
      {parcels.map((one) => (
        <ReturnParcelCard
          key={`${one.parcel.platform}:${one.parcel.orderId}:${one.parcel.awb}:${one.parcel.date}`}
          found={one}
          onReceive={receive}
        />
      ))}
      <DayReturns day={today} />
    </Stack>
  );
}
