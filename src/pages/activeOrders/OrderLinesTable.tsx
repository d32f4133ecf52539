import { Badge, Table, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useRef } from 'react';
import { PLATFORM_LABEL } from '../../components/platformLabel';
import { formatCountText } from '../../domain/format';
import type { PackingMark } from '../../domain/records';
import type { ShownLine } from './activeOrdersView';
import { packedBy, parcelKey } from './parcelNames';

/** One fixed row height, so the virtualiser places every row without measuring it (as the products table). */
const ROW_HEIGHT = 40;
const OVERSCAN = 12;
/** Tall enough for a dozen rows; the page around it scrolls too. */
const SCROLL_HEIGHT = 'min(70dvh, 520px)';

const COLUMNS = [
  { label: 'Order id', width: 190 },
  { label: 'Platform', width: 90 },
  { label: 'SKU', width: 150 },
  { label: 'Name' },
  { label: 'Quantity', width: 84 },
  { label: 'Category', width: 140 },
  { label: 'Batch', width: 130 },
  { label: 'Packed', width: 110 },
] as const;

const cellText = { truncate: 'end', size: 'sm' } as const;

/** Memoised: scrolling renders only the rows that come into view. */
const LineRow = memo(function LineRow({ line, index, mark }: { line: ShownLine; index: number; mark: PackingMark | undefined }) {
  return (
    <Table.Tr style={{ height: ROW_HEIGHT }} aria-rowindex={index + 2} data-order-id={line.orderId} data-sku={line.sku}>
      <Table.Td>
        <Text {...cellText} title={line.orderId}>
          {line.orderId}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{PLATFORM_LABEL[line.type]}</Text>
      </Table.Td>
      <Table.Td>
        <Text {...cellText} title={line.sku}>
          {line.sku}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text {...cellText} title={line.name}>
          {line.name}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatCountText(line.quantity)}</Text>
      </Table.Td>
      <Table.Td>
        <Text {...cellText} c={line.categoryId === '' ? 'dimmed' : undefined}>
          {line.category}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text {...cellText} c="dimmed">
          {line.batchId ?? ''}
        </Text>
      </Table.Td>
      <Table.Td>
        {mark ? (
          <Badge color="green" variant="light" tt="none" title={`Packed by ${packedBy(mark)}`}>
            Packed
          </Badge>
        ) : (
          <Badge color="gray" variant="outline" tt="none">
            Not yet
          </Badge>
        )}
      </Table.Td>
    </Table.Tr>
  );
});

/**
 * Every order line of the day. Only the rows in view (and a few around them) are in the page, so a
 * 1,000-order day scrolls like a short one; spacer rows keep the scroll height and column layout.
 */
interface OrderLinesTableProps {
  lines: readonly ShownLine[];
  /** Packing marks by parcelKey: a line is packed when its parcel is. */
  marks: ReadonlyMap<string, PackingMark>;
  scrollResetKey: string;
}

export function OrderLinesTable({ lines, marks, scrollResetKey }: OrderLinesTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [scrollResetKey]);
  // eslint-disable-next-line react-hooks/incompatible-library -- the table reads the virtualiser each render on purpose.
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    getItemKey: (index) => lines[index]?.id ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);

  return (
    // Focusable, so a keyboard user can scroll it (WCAG: scrollable regions take the focus).
    <div
      ref={scrollRef}
      style={{ maxHeight: SCROLL_HEIGHT, overflow: 'auto' }}
      tabIndex={0}
      role="region"
      aria-label="Order lines, scrollable"
      data-testid="order-lines-scroll"
    >
      <Table layout="fixed" stickyHeader highlightOnHover aria-label="Order lines" aria-rowcount={lines.length + 1} miw={900}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column.label} w={'width' in column ? column.width : undefined}>
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {top > 0 && (
            <tr aria-hidden style={{ height: top }}>
              <td colSpan={COLUMNS.length} />
            </tr>
          )}
          {items.map((item) => {
            const line = lines[item.index] as ShownLine;
            const mark = marks.get(parcelKey(line.type, line.orderId, line.awb));
            return <LineRow key={line.id} line={line} index={item.index} mark={mark} />;
          })}
          {bottom > 0 && (
            <tr aria-hidden style={{ height: bottom }}>
              <td colSpan={COLUMNS.length} />
            </tr>
          )}
        </Table.Tbody>
      </Table>
    </div>
  );
}
