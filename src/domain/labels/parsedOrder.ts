import type { Platform } from '../records';

interface ParsedItem {
  sku: string;
  name: string;
  quantity: number;
}

/** One order as read from a label: the unit that is sorted, footed and output as one page. */
export interface ParsedOrder {
  platform: Platform;
  orderId: string;
  items: ParsedItem[];
  /** Item SKUs joined with ' && '. */
  sku: string;
  /** Item names joined with ' && '. */
  name: string;
  /** Sum of the item quantities. */
  quantity: number;
}

const ITEM_JOINER = ' && ';

export interface ReadItem {
  sku: string;
  name: string;
  /** Null when the label gave no readable quantity for this item. */
  quantity: number | null;
}

/**
 * docs/LABELS.md: the same SKU on two rows of one label (two units shipped as two lines) is one item
 * to the packer, with the summed quantity and the first row's name. Items without a SKU stay apart.
 */
function oneItemPerSku(items: readonly ParsedItem[]): ParsedItem[] {
  const merged: ParsedItem[] = [];
  const bySku = new Map<string, ParsedItem>();
  for (const item of items) {
    const known = item.sku ? bySku.get(item.sku) : undefined;
    if (known) {
      known.quantity += item.quantity;
      continue;
    }
    const copy = { ...item };
    if (item.sku) bySku.set(item.sku, copy);
    merged.push(copy);
  }
  return merged;
}

/**
 * An item whose quantity cannot be read counts as the platform default; an order with no items
 * at all still gets the default quantity, so a page is never footed with a missing number. The
 * default is the marketplace format's (docs/SPEC.md §5).
 */
export function toParsedOrder(
  platform: Platform,
  orderId: string,
  read: readonly ReadItem[],
  defaultQuantity: number,
): ParsedOrder {
  const items = oneItemPerSku(
    read.map((item) => ({
      sku: item.sku,
      name: item.name,
      quantity: item.quantity ?? defaultQuantity,
    })),
  );
  return {
    platform,
    orderId,
    items,
    sku: items.map((item) => item.sku).join(ITEM_JOINER),
    name: items.map((item) => item.name).join(ITEM_JOINER),
    quantity: items.length ? items.reduce((sum, item) => sum + item.quantity, 0) : defaultQuantity,
  };
}
