import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileTypeCsv, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadCsv } from '../../components/downloadCsv';
import { causeMessage } from '../../domain/errors';
import { orderLinesCsv } from '../../domain/orders/ordersCsv';
import type { DaySummary } from '../../stores/daySummaryPdf';
import { downloadBlob } from '../../stores/downloadBlob';
import type { ShownLine } from './activeOrdersView';

interface DayExportsProps {
  date: string;
  lines: readonly ShownLine[];
  /** Null while the day is still being read. */
  summary: () => DaySummary | null;
}

/** The day's lines as CSV, and its one-page summary by category as PDF; both as filtered. */
export function DayExports({ date, lines, summary }: DayExportsProps) {
  const [building, setBuilding] = useState(false);

  async function exportPdf() {
    const made = summary();
    if (!made) return;
    setBuilding(true);
    try {
      // pdf-lib and the fonts load on the first export, not with the screen.
      const { browserDaySummaryPdf } = await import('../../stores/daySummaryPdf');
      const bytes = await browserDaySummaryPdf(made);
      downloadBlob(`active-orders-${date}.pdf`, new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }));
    } catch (error) {
      notifications.show({ color: 'red', title: 'The PDF could not be made', message: causeMessage(error) });
    } finally {
      setBuilding(false);
    }
  }

  return (
    <Group gap="xs">
      <Button
        variant="default"
        leftSection={<IconFileTypeCsv size={16} aria-hidden />}
        disabled={lines.length === 0}
        onClick={() => downloadCsv(`active-orders-${date}.csv`, orderLinesCsv(lines))}
      >
        Export CSV
      </Button>
      <Button
        variant="default"
        leftSection={<IconFileTypePdf size={16} aria-hidden />}
        disabled={lines.length === 0}
        loading={building}
        onClick={() => void exportPdf()}
      >
        Export PDF
      </Button>
    </Group>
  );
}
