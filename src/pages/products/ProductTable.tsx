import { Anchor, Badge, Button, Checkbox, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useRef } from 'react';
import { PLATFORM_LABEL } from '../../components/platformLabel';
import { resolveCostPrice } from '../../domain/catalogue/costPrice';
import type { ProductSort, ProductSortColumn } from '../../domain/catalogue/productSort';
import { UNCATEGORIZED } from '../../domain/labels/catalogue';
import type { Category, Product } from '../../domain/records';
import { COST_SOURCE_COLOR, formatCount, formatPrice } from './formatting';

/** Rows have one fixed height, so the virtualiser knows every row's place without measuring it. */
const ROW_HEIGHT = 44;
const OVERSCAN = 12;
/** The header and a few rows: below this the page scrolls too rather than show a slit of a table. */
const MIN_SCROLL_HEIGHT = ROW_HEIGHT * 4;

const COLUMNS: { column: ProductSortColumn; label: string; width?: number }[] = [
  { column: 'sku', label: 'SKU', width: 150 },
  { column: 'name', label: 'Name' },
  { column: 'platform', label: 'Platform', width: 96 },
  { column: 'category', label: 'Category', width: 140 },
  { column: 'sellingPrice', label: 'Selling price', width: 126 },
  { column: 'costPrice', label: 'Cost price', width: 150 },
  { column: 'visibility', label: 'Visibility', width: 100 },
];

export interface RowAction {
  label: string;
  run: (product: Product) => void;
}

export interface ProductTableProps {
  products: readonly Product[];
  categoriesById: ReadonlyMap<string, Category>;
  selected: ReadonlySet<string>;
  sort: ProductSort;
  onSort: (column: ProductSortColumn) => void;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
  onOpen: (product: Product) => void;
  rowAction: RowAction | null;
  /** Off where every product has the same visibility (Hidden Products). */
  showVisibility: boolean;
  /** Off where no product has a category (Uncategorized Products). */
  showCategory: boolean;
  /** Changes with the filters and the sort: a new list starts at its top, not where the last one was scrolled to. */
  scrollResetKey: string;
}

function SortHeader({
  column,
  label,
  sort,
  onSort,
}: { column: ProductSortColumn; label: string } & Pick<ProductTableProps, 'sort' | 'onSort'>) {
  const active = sort.column === column;
  const Icon = !active ? IconArrowsSort : sort.direction === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <UnstyledButton
      onClick={() => onSort(column)}
      fw={600}
      fz="sm"
      style={{ whiteSpace: 'nowrap' }}
      aria-label={`Sort by ${label}`}
    >
      <Group gap={4} wrap="nowrap">
        {label}
        <Icon size={14} opacity={active ? 1 : 0.4} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}

interface RowProps {
  product: Product;
  index: number;
  category: Category | undefined;
  selected: boolean;
  onToggle: (id: string) => void;
  onOpen: (product: Product) => void;
  rowAction: RowAction | null;
  showVisibility: boolean;
  showCategory: boolean;
}

const cellText = { truncate: 'end', size: 'sm' } as const;

/** Memoised: scrolling re-renders only the rows that come into view. */
const ProductRow = memo(function ProductRow({
  product,
  index,
  category,
  selected,
  onToggle,
  onOpen,
  rowAction,
  showVisibility,
  showCategory,
}: RowProps) {
  const cost = resolveCostPrice(product, category);
  return (
    <Table.Tr style={{ height: ROW_HEIGHT }} aria-rowindex={index + 2} aria-selected={selected} data-sku={product.sku}>
      <Table.Td>
        <Checkbox
          checked={selected}
          onChange={() => onToggle(product.id)}
          aria-label={`Select ${product.sku} (${PLATFORM_LABEL[product.platform]})`}
        />
      </Table.Td>
      <Table.Td>
        <Anchor
          component="button"
          type="button"
          size="sm"
          truncate="end"
          display="block"
          maw="100%"
          ta="left"
          onClick={() => onOpen(product)}
        >
          {product.sku}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <Text {...cellText} title={product.name}>
          {product.name}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{PLATFORM_LABEL[product.platform]}</Text>
      </Table.Td>
      {showCategory && (
        <Table.Td>
          {category ? (
            <Text {...cellText}>{category.name}</Text>
          ) : (
            <Text {...cellText} c="dimmed">
              {UNCATEGORIZED}
            </Text>
          )}
        </Table.Td>
      )}
      <Table.Td>
        <Text size="sm">{formatPrice(product.sellingPrice)}</Text>
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Text size="sm">{formatPrice(cost.value)}</Text>
          <Badge size="xs" variant="light" color={COST_SOURCE_COLOR[cost.source]} tt="none">
            {cost.source}
          </Badge>
        </Group>
      </Table.Td>
      {showVisibility && (
        <Table.Td>
          <Badge
            size="sm"
            variant={product.visibility === 'hidden' ? 'outline' : 'light'}
            color={product.visibility === 'hidden' ? 'gray' : 'green'}
            tt="none"
          >
            {product.visibility === 'hidden' ? 'Hidden' : 'Visible'}
          </Badge>
        </Table.Td>
      )}
      {rowAction && (
        <Table.Td>
          <Button
            size="compact-xs"
            variant="light"
            onClick={() => rowAction.run(product)}
            aria-label={`${rowAction.label} ${product.sku}`}
          >
            {rowAction.label}
          </Button>
        </Table.Td>
      )}
    </Table.Tr>
  );
});

/**
 * The products table of the three product screens. Only the rows in view (and a few around them)
 * are in the page: 10,000 products scroll as smoothly as fifty. Spacer rows above and below keep
 * the scroll height and the table's own column layout.
 */
export function ProductTable(props: ProductTableProps) {
  const {
    products,
    categoriesById,
    selected,
    sort,
    onSort,
    onToggle,
    onToggleAll,
    onOpen,
    rowAction,
    showVisibility,
    showCategory,
    scrollResetKey,
  } = props;
  const columns = COLUMNS.filter(
    ({ column }) => (column !== 'visibility' || showVisibility) && (column !== 'category' || showCategory),
  );
  const scrollRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [scrollResetKey]);
  // eslint-disable-next-line react-hooks/incompatible-library -- the table reads the virtualiser each render on purpose.
  const virtualizer = useVirtualizer({
    count: products.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    getItemKey: (index) => products[index]?.id ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const columnCount = columns.length + (rowAction ? 2 : 1);
  const selectedCount = products.reduce((count, product) => count + (selected.has(product.id) ? 1 : 0), 0);

  return (
    <div ref={scrollRef} style={{ flex: '1 1 0', minHeight: MIN_SCROLL_HEIGHT, overflow: 'auto' }} data-testid="products-scroll">
      <Table layout="fixed" stickyHeader highlightOnHover aria-label="Products" aria-rowcount={products.length + 1} miw={960}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={44}>
              <Checkbox
                checked={products.length > 0 && selectedCount === products.length}
                indeterminate={selectedCount > 0 && selectedCount < products.length}
                onChange={onToggleAll}
                aria-label={`Select all ${formatCount(products.length)} shown products`}
              />
            </Table.Th>
            {columns.map(({ column, label, width }) => (
              <Table.Th
                key={column}
                w={width}
                aria-sort={sort.column === column ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
              >
                <SortHeader column={column} label={label} sort={sort} onSort={onSort} />
              </Table.Th>
            ))}
            {rowAction && <Table.Th w={90}>Action</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {top > 0 && (
            <tr aria-hidden style={{ height: top }}>
              <td colSpan={columnCount} />
            </tr>
          )}
          {items.map((item) => {
            const product = products[item.index] as Product;
            return (
              <ProductRow
                key={product.id}
                product={product}
                index={item.index}
                category={categoriesById.get(product.categoryId)}
                selected={selected.has(product.id)}
                onToggle={onToggle}
                onOpen={onOpen}
                rowAction={rowAction}
                showVisibility={showVisibility}
                showCategory={showCategory}
              />
            );
          })}
          {bottom > 0 && (
            <tr aria-hidden style={{ height: bottom }}>
              <td colSpan={columnCount} />
            </tr>
          )}
        </Table.Tbody>
      </Table>
    </div>
  );
}
