import { type CatalogueIndex, UNCATEGORIZED } from '../../src/domain/labels/catalogue';
import { integrityFailedMessage } from '../../src/domain/labels/messages';
import {
  type DuplicateOrder,
  describeSource,
  findDuplicates,
  firstOccurrences,
  integrityProblems,
  type OrderOccurrence,
} from '../../src/domain/labels/orderChecks';
import type { SummaryItem, UnknownSku } from '../../src/domain/labels/mergeSummary';
import { labelFormats } from '../../src/domain/labels/formats/registry';
import type { LabelSortConfig } from '../../src/domain/labels/sortConfig';
import { type SortableLabel, sortLabels } from '../../src/domain/labels/sortOrder';
import { courierOf } from '../../src/domain/orders/couriers';
import type { LabelPage } from './labelFileReader';

export interface PlannedPage extends SortableLabel {
  label: LabelPage;
  /** The order's items, each with its catalogue category (UNCATEGORIZED when unknown). */
  items: SummaryItem[];
}

export interface LabelPlan {
  pages: PlannedPage[];
  duplicates: DuplicateOrder[];
  unknownSkus: UnknownSku[];
}

interface Occurrence extends OrderOccurrence {
  label: LabelPage;
}

const occurrence = (label: LabelPage): Occurrence => ({
  platform: label.platform,
  orderId: label.order?.orderId ?? '',
  parcel: label.parcel,
  awb: label.awb,
  file: label.fileName,
  page: label.sourcePage + 1,
  label,
});

/** Where each SKU the catalogue does not know was found; an empty key for items without a SKU. */
type Unknown = Map<string, string[]>;

/** docs/LABELS.md: a label of several items sorts by its first item: its SKU, name, category and price. */
function enrich(label: LabelPage, catalogue: CatalogueIndex, unknown: Unknown): PlannedPage {
  const order = label.order;
  if (!order) return { label, items: [], sku: '', name: '', category: UNCATEGORIZED, price: null };
  const matches = order.items.map((item) => (item.sku ? catalogue.find(item.sku, order.platform) : undefined));
  order.items.forEach((item, at) => {
    if (!matches[at]) unknown.set(item.sku, [...(unknown.get(item.sku) ?? []), describeSource(occurrence(label))]);
  });
  const items = order.items.map((item, at) => ({ ...item, category: matches[at]?.category?.name || UNCATEGORIZED }));
  const [first] = items;
  return {
    label,
    items,
    sku: first?.sku ?? '',
    name: first?.name ?? '',
    category: first?.category ?? UNCATEGORIZED,
    price: matches[0]?.product.sellingPrice ?? null,
    courier: courierOf(label.platform, label.courier ?? ''),
  };
}

/**
 * Output order: the marketplaces in the registry's order, each sorted by the configuration, pages without an order
 * after their marketplace's sorted pages. Duplicate parcels (the same page twice) are reported and,
 * unless kept, only their first page goes out; the plan is checked to hold every input order exactly once.
 */
export function planLabels(
  labels: readonly LabelPage[],
  catalogue: CatalogueIndex,
  config: LabelSortConfig,
  keepDuplicates: boolean,
): LabelPlan {
  const unknown: Unknown = new Map();
  const input = labels.map(occurrence);
  const duplicates = findDuplicates(input);
  const kept = keepDuplicates ? input : firstOccurrences(input);
  const pages = labelFormats().flatMap(({ platform }) => {
    const own = kept.filter((entry) => entry.platform === platform);
    const ordered = own.filter((entry) => entry.label.order).map((entry) => enrich(entry.label, catalogue, unknown));
    const stray = own.filter((entry) => !entry.label.order).map((entry) => enrich(entry.label, catalogue, unknown));
    return [...sortLabels(ordered, config), ...stray];
  });
  const problems = integrityProblems(
    input,
    pages.map((page) => occurrence(page.label)),
    keepDuplicates,
  );
  if (problems.length) throw new Error(integrityFailedMessage(problems));
  return { pages, duplicates, unknownSkus: [...unknown].map(([sku, where]) => ({ sku, where })) };
}
