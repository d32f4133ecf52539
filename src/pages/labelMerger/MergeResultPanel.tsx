import { Alert, Button, Group, List, Text } from '@mantine/core';
import { IconDownload, IconExternalLink, IconPrinter } from '@tabler/icons-react';
import { PLATFORM_LABEL } from '../../components/platformLabel';
import { SectionCard } from '../../components/SectionCard';
import { localDateKey } from '../../domain/orders/orderLines';
import { shortfallMessage } from '../../domain/inventory/orderStock';
import { UNCATEGORIZED } from '../../domain/labels/catalogue';
import type { MergeSummary } from '../../domain/labels/mergeSummary';
import { useMergeSession } from '../../stores/useMergeSession';
import { printPdf } from './printPdf';

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
    recorded.alreadyRecorded ? `${recorded.alreadyRecorded} already recorded before` : '',
    recorded.withoutOrderId ? `${recorded.withoutOrderId} without a readable order id, not recorded` : '',
  ].filter(Boolean);
  return (
    <Alert color="green" title="Orders recorded">
      {`${recorded.recorded} order lines recorded for ${recorded.date}`}
      {notes.length ? ` (${notes.join('; ')})` : ''}.
    </Alert>
  );
}

/** Categories the day's orders took below 0: shown above the Print button, to be read before the labels are printed. */
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

function Attention({ summary }: { summary: MergeSummary }) {
  const unknown = summary.lines.filter((line) => line.category === UNCATEGORIZED);
  return (
    <>
      {summary.duplicates.length > 0 && (
        <Alert color="orange" title={`${summary.duplicates.length} duplicate orders`}>
          <List size="sm">
            {summary.duplicates.map((duplicate) => (
              <List.Item key={`${duplicate.platform}:${duplicate.orderId}:${duplicate.awb}:${duplicate.found.join()}`}>
                {PLATFORM_LABEL[duplicate.platform]} order {duplicate.orderId}
                {duplicate.awb ? ` (AWB ${duplicate.awb})` : ''}: found on {duplicate.found.join(', ')}, printed once
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {unknown.length > 0 && (
        <Alert color="yellow" title={`${unknown.length} labels with a SKU not in the catalogue`}>
          <Text size="sm">
            They are listed as '{UNCATEGORIZED}' and come last when grouping by category:{' '}
            {[...new Set(unknown.map((line) => line.sku || 'no SKU read'))].join(', ')}
          </Text>
        </Alert>
      )}
      {summary.warnings.length > 0 && (
        <Alert color="yellow" title="Warnings">
          <List size="sm">
            {summary.warnings.map((warning, at) => (
              <List.Item key={at}>{warning}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </>
  );
}

/** The merged PDF to open, download and print, and what the merge noticed. */
export function MergeResultPanel() {
  const finalPdf = useMergeSession((state) => state.finalPdf);
  const summary = useMergeSession((state) => state.summary);
  const date = useMergeSession((state) => state.recordedOrders?.date ?? state.orderDate) ?? localDateKey(new Date());
  if (!finalPdf || !summary) return null;

  return (
    <SectionCard
      title="Merged labels"
      actions={
        <Text size="sm" c="dimmed" data-testid="merged-page-count">
          {summary.pages} pages
        </Text>
      }
    >
      <StockShortfalls />
      <Group gap="xs">
        <Button component="a" href={finalPdf} target="_blank" rel="noopener" leftSection={<IconExternalLink size={16} />}>
          Open PDF
        </Button>
        <Button
          component="a"
          href={finalPdf}
          download={`labels-${date}.pdf`}
          variant="light"
          leftSection={<IconDownload size={16} />}
        >
          Download PDF
        </Button>
        <Button variant="light" leftSection={<IconPrinter size={16} />} onClick={() => printPdf(finalPdf)}>
          Print
        </Button>
      </Group>
      <StockFailures />
      <RecordedOrders />
      <Attention summary={summary} />
    </SectionCard>
  );
}
