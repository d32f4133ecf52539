import { UNKNOWN_COURIER } from '../orders/couriers';
import { UNCATEGORIZED } from './catalogue';
import { compareText } from './compareText';
import type { LabelSortConfig, SortKey } from './sortConfig';

export interface SortableLabel {
  sku: string;
  name: string;
  /** Category name; UNCATEGORIZED when the SKU has no catalogue match. */
  category: string;
  /** Catalogue selling price; null when unknown. */
  price: number | null;
  /** The courier that takes the parcel; grouped on only when the configuration asks. */
  courier?: string;
}

/** Unknown values (no category, no price, empty text) go last in either direction. */
function compareKey(key: SortKey, a: SortableLabel, b: SortableLabel, direction: number): number {
  switch (key) {
    case 'category': {
      const aUnknown = a.category === UNCATEGORIZED;
      const bUnknown = b.category === UNCATEGORIZED;
      if (aUnknown || bUnknown) return Number(aUnknown) - Number(bUnknown);
      return direction * compareText(a.category, b.category);
    }
    case 'price':
      if (a.price === null || b.price === null) return Number(a.price === null) - Number(b.price === null);
      return direction * (a.price - b.price);
    case 'name':
    case 'sku': {
      const aValue = a[key];
      const bValue = b[key];
      if (!aValue || !bValue) return Number(!aValue) - Number(!bValue);
      return direction * compareText(aValue, bValue);
    }
  }
}

function byKeys(config: LabelSortConfig) {
  const direction = config.sortOrder === 'asc' ? 1 : -1;
  return (a: SortableLabel, b: SortableLabel) =>
    compareKey(config.primarySort, a, b, direction) || compareKey(config.secondarySort, a, b, direction);
}

function blockOrder(config: LabelSortConfig, blocks: Map<string, SortableLabel[]>): string[] {
  const priority = config.prioritizeActiveCategories ? (config.categoryOrder ?? []) : [];
  const rank = (name: string) => {
    const at = priority.indexOf(name);
    return at === -1 ? priority.length : at;
  };
  const withinBlock = byKeys(config);
  return [...blocks.keys()].sort((a, b) => {
    const aUnknown = a === UNCATEGORIZED;
    const bUnknown = b === UNCATEGORIZED;
    if (aUnknown || bUnknown) return Number(aUnknown) - Number(bUnknown);
    const byPriority = rank(a) - rank(b);
    if (byPriority) return byPriority;
    if (config.sortCategoriesAlphabetically) return compareText(a, b);
    const [aFirst] = blocks.get(a) ?? [];
    const [bFirst] = blocks.get(b) ?? [];
    return (aFirst && bFirst && withinBlock(aFirst, bFirst)) || compareText(a, b);
  });
}

/** Couriers A to Z, 'Unknown' (and pages without one) last. */
function byCourier(a: string, b: string): number {
  const aUnknown = a === '' || a === UNKNOWN_COURIER;
  const bUnknown = b === '' || b === UNKNOWN_COURIER;
  return Number(aUnknown) - Number(bUnknown) || compareText(a, b);
}

/**
 * The page order of docs/SPEC.md §5 under the configuration, within each courier's run of pages
 * when it groups by courier; equal pages keep their input order.
 */
export function sortLabels<T extends SortableLabel>(labels: readonly T[], config: LabelSortConfig): T[] {
  if (!config.groupByCourier) return sortWithinCourier(labels, config);
  const couriers = new Map<string, T[]>();
  for (const label of labels) {
    const courier = label.courier ?? '';
    couriers.set(courier, [...(couriers.get(courier) ?? []), label]);
  }
  return [...couriers.keys()].sort(byCourier).flatMap((courier) => sortWithinCourier(couriers.get(courier) ?? [], config));
}

function sortWithinCourier<T extends SortableLabel>(labels: readonly T[], config: LabelSortConfig): T[] {
  const compare = byKeys(config);
  const sorted = [...labels].sort(compare);
  if (!config.groupByCategory) return sorted;
  const blocks = new Map<string, T[]>();
  for (const label of sorted) {
    const block = blocks.get(label.category);
    if (block) block.push(label);
    else blocks.set(label.category, [label]);
  }
  return blockOrder(config, blocks).flatMap((name) => blocks.get(name) ?? []);
}
