import { Badge, Checkbox, Pagination, Table, Text } from '@mantine/core';
import { useDeferredValue, useState } from 'react';
import { PLATFORM_LABEL } from '../../components/platformLabel';
import { SectionCard } from '../../components/SectionCard';
import { formatCount } from '../../domain/format';
import { UNCATEGORIZED } from '../../domain/labels/catalogue';
import type { MergeSummary, SummaryLine } from '../../domain/labels/mergeSummary';
import { useMergeSession } from '../../stores/useMergeSession';

/** A day's merge can be a thousand pages; one render of them all would stall the screen. */
const ROWS_PER_PAGE = 25;

/** A parcel: the same order id with another AWB (Amazon: other items) is another parcel, not a duplicate. */
const orderKey = (line: Pick<SummaryLine, 'platform' | 'orderId' | 'parcel'>) =>
  `${line.platform}:${line.orderId}:${line.parcel}`;

function SummaryRows({ lines, duplicates }: { lines: SummaryLine[]; duplicates: ReadonlySet<string> }) {
  return lines.map((line) => {
    const duplicate = duplicates.has(orderKey(line));
    const unknown = line.category === UNCATEGORIZED;
    return (
      <Table.Tr key={line.page} data-duplicate={duplicate || undefined} data-unknown-sku={unknown || undefined}>
        <Table.Td>{formatCount(line.page)}</Table.Td>
        <Table.Td>{PLATFORM_LABEL[line.platform]}</Table.Td>
        <Table.Td style={{ whiteSpace: 'nowrap' }}>
          <Text size="sm">{line.orderId || '—'}</Text>
          {duplicate && (
            <Badge color="orange" size="xs" tt="none">
              Duplicate
            </Badge>
          )}
        </Table.Td>
        <Table.Td>{line.sku || '—'}</Table.Td>
        <Table.Td>{line.name}</Table.Td>
        <Table.Td>{formatCount(line.quantity)}</Table.Td>
        <Table.Td>
          {unknown ? (
            <Text size="sm" fw={600} c="orange">
              {UNCATEGORIZED}
            </Text>
          ) : (
            line.category
          )}
        </Table.Td>
      </Table.Tr>
    );
  });
}

function SummaryTable({ summary }: { summary: MergeSummary }) {
  const [page, setPage] = useState(1);
  const [attentionOnly, setAttentionOnly] = useState(false);
  const [shownSummary, setShownSummary] = useState(summary);
  if (shownSummary !== summary) {
    // A new merge is a new table: back to its first page.
    setShownSummary(summary);
    setPage(1);
  }
  const duplicates = new Set(summary.duplicates.map(orderKey));
  const lines = attentionOnly
    ? summary.lines.filter((line) => duplicates.has(orderKey(line)) || line.category === UNCATEGORIZED)
    : summary.lines;
  const pages = Math.max(1, Math.ceil(lines.length / ROWS_PER_PAGE));
  const current = Math.min(page, pages);
  const shown = lines.slice((current - 1) * ROWS_PER_PAGE, current * ROWS_PER_PAGE);

  return (
    <SectionCard
      title="Summary"
      label="Merge summary"
      actions={
        <Checkbox
          label="Only duplicates and unknown SKUs"
          checked={attentionOnly}
          onChange={(event) => {
            setAttentionOnly(event.currentTarget.checked);
            setPage(1);
          }}
        />
      }
    >
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover withTableBorder aria-label="Summary of merged pages">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Page</Table.Th>
              <Table.Th>Platform</Table.Th>
              <Table.Th>Order ID</Table.Th>
              <Table.Th>SKU</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>Quantity</Table.Th>
              <Table.Th>Category</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <SummaryRows lines={shown} duplicates={duplicates} />
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {lines.length === 0 && (
        <Text size="sm" c="dimmed">
          Nothing to show.
        </Text>
      )}
      {pages > 1 && <Pagination total={pages} value={current} onChange={setPage} aria-label="Summary pages" />}
    </SectionCard>
  );
}

/** Per output page: platform, order id, SKU, name, quantity and category (docs/SPEC.md §2). */
export function MergeSummaryTable() {
  // Rendered as a background update that React splits into short tasks, so the screen stays responsive.
  const summary = useDeferredValue(useMergeSession((state) => state.summary));
  if (!summary) return null;
  return <SummaryTable summary={summary} />;
}
