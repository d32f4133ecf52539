import { Alert, Anchor, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconDownload, IconExternalLink, IconEye, IconPrinter } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router-dom';
import { PLATFORM_LABEL } from '../../components/platformLabel';
import { SectionCard } from '../../components/SectionCard';
import { causeMessage } from '../../domain/errors';
import { formatCalendarDay, formatCount } from '../../domain/format';
import { shortfallMessage } from '../../domain/inventory/orderStock';
import { UNCATEGORIZED } from '../../domain/labels/catalogue';
import type { MergeSummary } from '../../domain/labels/mergeSummary';
import { mergedPdfName } from '../../stores/mergeFiles';
import { openPdfViewer } from '../../stores/pdfViewer';
import { useMergeSession } from '../../stores/useMergeSession';
import { serverToday } from '../../stores/useServerClock';
import { openPdfTab } from './openPdfTab';
import { printPdf } from './printPdf';

/** How the merge's orders were recorded, in one line; not recorded is an error to see. */
function RecordedOrders() {
  const recorded = useMergeSession((state) => state.recordedOrders);
  const recordError = useMergeSession((state) => state.recordError);
  if (recordError) {
    return (
      <Alert color="red" title="Orders not recorded">
        {recordError}
      </Alert>
    );
  }
  if (!recorded) return null;
  const notes = [
    recorded.alreadyRecorded ? `${formatCount(recorded.alreadyRecorded)} already recorded before` : '',
    recorded.withoutOrderId ? `${formatCount(recorded.withoutOrderId)} without a readable order id, not recorded` : '',
  ].filter(Boolean);
  return (
    <Text size="sm">
      {`${formatCount(recorded.recorded)} order lines recorded for ${formatCalendarDay(recorded.date)}`}
      {notes.length ? ` (${notes.join('; ')})` : ''}.
    </Text>
  );
}

/** Categories the day's orders took below 0: the user merged anyway, and restocks them before the next day. */
function StockShortfalls() {
  const shortfalls = useMergeSession((state) => state.stockShortfalls);
  if (shortfalls.length === 0) return null;
  return (
    <Alert color="orange" title="Not enough stock">
      <List size="sm">
        {shortfalls.map((shortfall) => (
          <List.Item key={shortfall.categoryId}>{shortfallMessage(shortfall)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** Lines whose stock was not taken: the labels and orders stand, the stock needs a hand on Categories & Inventory. */
function StockFailures() {
  const failures = useMergeSession((state) => state.stockFailures);
  if (failures.length === 0) return null;
  return (
    <Alert color="red" title="Stock not taken">
      <Text size="sm">The labels and the recorded orders are fine; adjust the stock on the Categories & Inventory screen.</Text>
      <List size="sm">
        {failures.map((failure, at) => (
          <List.Item key={at}>{failure}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** Orders of the merge: one per marketplace and order id; pages without an order id count apart. */
function orderCount(summary: MergeSummary): number {
  return new Set(summary.lines.map((line) => (line.orderId ? `${line.platform}:${line.orderId}` : `page ${line.page}`))).size;
}

/** Each SKU once, with where to add it; its labels sort as Uncategorized meanwhile. */
function UnknownSkus({ summary }: { summary: MergeSummary }) {
  const { unknownSkus } = summary;
  if (unknownSkus.length === 0) return null;
  const named = unknownSkus.filter((entry) => entry.sku).map((entry) => entry.sku);
  const unread = unknownSkus.some((entry) => !entry.sku);
  return (
    <Text size="sm" data-testid="unknown-skus">
      <Text span fw={600} c="orange">
        {named.length === 1 ? '1 SKU' : `${formatCount(named.length)} SKUs`} not in the catalogue
      </Text>{' '}
      (listed as '{UNCATEGORIZED}'): {[...named, ...(unread ? ['labels without a readable SKU'] : [])].join(', ')}.{' '}
      <Anchor component={Link} to="/products/" size="sm">
        Add them to the catalogue
      </Anchor>
    </Text>
  );
}

function Duplicates({ summary }: { summary: MergeSummary }) {
  if (summary.duplicates.length === 0) return null;
  return (
    <div>
      <Text size="sm" fw={600} c="orange">
        {formatCount(summary.duplicates.length)} duplicate orders, printed once:
      </Text>
      <List size="sm">
        {summary.duplicates.map((duplicate) => (
          <List.Item key={`${duplicate.platform}:${duplicate.orderId}:${duplicate.awb}:${duplicate.found.join()}`}>
            {PLATFORM_LABEL[duplicate.platform]} order {duplicate.orderId}
            {duplicate.awb ? ` (AWB ${duplicate.awb})` : ''}: found on {duplicate.found.join(', ')}
          </List.Item>
        ))}
      </List>
    </div>
  );
}

/** The short summary under the actions: counts in one line, then what needs a hand. */
function MergeFacts({ summary }: { summary: MergeSummary }) {
  return (
    <Stack gap={6}>
      <Text size="sm" c="dimmed">
        {[
          `${formatCount(summary.pages)} pages`,
          `${formatCount(orderCount(summary))} orders`,
          `${formatCount(summary.duplicates.length)} duplicates`,
          `${formatCount(summary.unknownSkus.length)} unknown SKUs`,
        ].join(' · ')}
      </Text>
      <RecordedOrders />
      <UnknownSkus summary={summary} />
      <Duplicates summary={summary} />
      {summary.warnings.length > 0 && (
        <Alert color="yellow" title="Warnings">
          <List size="sm">
            {summary.warnings.map((warning, at) => (
              <List.Item key={at}>{warning}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}

/** Whether the merged PDF is kept in Files (docs/SPEC.md §15); a failure leaves the PDF here, usable. */
function KeptFiles() {
  const kept = useMergeSession((state) => state.keptFiles);
  if (!kept) return null;
  if (kept.status === 'saving') {
    return (
      <Text size="sm" c="dimmed">
        Saving to Files…
      </Text>
    );
  }
  if (kept.status === 'failed') {
    return (
      <Alert color="red" title="Not saved to Files" role="alert">
        {kept.message}
      </Alert>
    );
  }
  if (kept.status === 'already') {
    return (
      <Text size="sm" c="dimmed" data-testid="kept-files">
        Nothing new recorded, so not saved again: the day&apos;s merged labels are in{' '}
        <Anchor component={Link} to="/storage-management/" size="sm">
          Files
        </Anchor>
      </Text>
    );
  }
  return (
    <Group gap={6}>
      <IconCircleCheck size={16} color="var(--mantine-color-green-filled)" aria-hidden />
      <Anchor component={Link} to="/storage-management/" size="sm">
        Saved to Files
      </Anchor>
      {kept.inputs > 0 && (
        <Text size="sm" c="dimmed">
          with its {formatCount(kept.inputs)} input files
        </Text>
      )}
    </Group>
  );
}

/**
 * The merged PDF in the app's viewer, from this station's memory: it needs no upload. An annotated
 * copy is kept as merged labels of the day's batch, beside the merged PDF.
 */
async function openInViewer(url: string, name: string, day: string, batchId: string | undefined): Promise<void> {
  try {
    const blob = await (await fetch(url)).blob();
    openPdfViewer({ kind: 'blob', blob, name, day, fileKind: 'merged-labels', batchId });
  } catch (error) {
    notifications.show({ color: 'red', title: `${name} could not be opened`, message: causeMessage(error) });
  }
}

/**
 * The merged PDF to open, download and print, first, where the options were; then the short
 * summary of what the merge found and what needs a hand.
 */
export function MergeResultPanel() {
  const finalPdf = useMergeSession((state) => state.finalPdf);
  const summary = useMergeSession((state) => state.summary);
  const date = useMergeSession((state) => state.recordedOrders?.date ?? state.orderDate) ?? serverToday();
  const batchId = useMergeSession((state) => state.recordedOrders?.batchId);
  if (!finalPdf || !summary) return null;
  const name = mergedPdfName(date);

  return (
    <SectionCard
      title="Merged labels"
      actions={
        <Text size="sm" c="dimmed" data-testid="merged-page-count">
          {formatCount(summary.pages)} pages
        </Text>
      }
    >
      <Group gap="xs">
        <Button
          component="a"
          href={finalPdf}
          target="_blank"
          rel="noopener"
          leftSection={<IconExternalLink size={16} />}
          onClick={(event: React.MouseEvent) => {
            event.preventDefault();
            openPdfTab(finalPdf, name);
          }}
        >
          Open PDF
        </Button>
        <Button
          variant="light"
          leftSection={<IconEye size={16} />}
          onClick={() => void openInViewer(finalPdf, name, date, batchId)}
        >
          Open in viewer
        </Button>
        <Button component="a" href={finalPdf} download={name} variant="light" leftSection={<IconDownload size={16} />}>
          Download PDF
        </Button>
        <Button variant="light" leftSection={<IconPrinter size={16} />} onClick={() => printPdf(finalPdf)}>
          Print
        </Button>
      </Group>
      <KeptFiles />
      <MergeFacts summary={summary} />
      <StockShortfalls />
      <StockFailures />
    </SectionCard>
  );
}
