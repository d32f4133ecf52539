import { type CatalogIndex, UNCATEGORIZED } from '../../src/domain/labels/catalog';
import { integrityFailedMessage } from '../../src/domain/labels/messages';
import {
  type DuplicateOrder,
  describeSource,
  findDuplicates,
  firstOccurrences,
  integrityProblems,
  type OrderOccurrence,
} from '../../src/domain/labels/orderChecks';
import type { ParsedOrder } from '../../src/domain/labels/parsedOrder';
import type { LabelSortConfig } from '../../src/domain/labels/sortConfig';
import { type SortableLabel, sortLabels } from '../../src/domain/labels/sortOrder';
import type { LabelPage } from './labelFileReader';

export interface PlannedPage extends SortableLabel {
  label: LabelPage;
  /** The footer's category; null when the SKU has no catalogue category. */
  footerCategory: string | null;
}

export interface LabelPlan {
  pages: PlannedPage[];
  duplicates: DuplicateOrder[];
  warnings: string[];
}

interface Occurrence extends OrderOccurrence {
  label: LabelPage;
}

const occurrence = (label: LabelPage): Occurrence => ({
  platform: label.platform,
  orderId: label.order?.orderId ?? '',
  file: label.fileName,
  page: label.sourcePage + 1,
  label,
});

/** Where each SKU the catalogue does not know was found; an empty key for items without a SKU. */
type Unknown = Map<string, string[]>;

/** Category and price come from the first item the catalogue knows. */
function enrich(label: LabelPage, catalog: CatalogIndex, unknown: Unknown): PlannedPage {
  const order: ParsedOrder | null = label.order;
  if (!order) return { label, sku: '', name: '', category: UNCATEGORIZED, price: null, footerCategory: null };
  let known: ReturnType<CatalogIndex['find']>;
  for (const item of order.items) {
    const match = item.sku ? catalog.find(item.sku, order.platform) : undefined;
    if (!match) unknown.set(item.sku, [...(unknown.get(item.sku) ?? []), describeSource(occurrence(label))]);
    known ??= match;
  }
  const category = known?.category?.name ?? null;
  return {
    label,
    sku: order.sku,
    name: order.name,
    category: category ?? UNCATEGORIZED,
    price: known ? known.product.sellingPrice : null,
    footerCategory: category,
  };
}

function unknownWarnings(unknown: Unknown): string[] {
  return [...unknown].map(([sku, where]) =>
    sku ? `SKU ${sku} is not in the catalogue (Uncategorized): ${where.join(', ')}` : `No SKU found: ${where.join(', ')}`,
  );
}

/**
 * Output order: Amazon then Flipkart, each sorted by the configuration, pages without an order
 * after their marketplace's sorted pages. Duplicate order ids are reported and, unless kept,
 * only their first page goes out; the plan is checked to hold every input order exactly once.
 */
export function planLabels(
  labels: readonly LabelPage[],
  catalog: CatalogIndex,
  config: LabelSortConfig,
  keepDuplicates: boolean,
): LabelPlan {
  const unknown: Unknown = new Map();
  const input = labels.map(occurrence);
  const duplicates = findDuplicates(input);
  const kept = keepDuplicates ? input : firstOccurrences(input);
  const pages = (['amazon', 'flipkart'] as const).flatMap((platform) => {
    const own = kept.filter((entry) => entry.platform === platform);
    const ordered = own.filter((entry) => entry.label.order).map((entry) => enrich(entry.label, catalog, unknown));
    const stray = own.filter((entry) => !entry.label.order).map((entry) => enrich(entry.label, catalog, unknown));
    return [...sortLabels(ordered, config), ...stray];
  });
  const problems = integrityProblems(input, pages.map((page) => occurrence(page.label)), keepDuplicates);
  if (problems.length) throw new Error(integrityFailedMessage(problems));
  return { pages, duplicates, warnings: unknownWarnings(unknown) };
}
