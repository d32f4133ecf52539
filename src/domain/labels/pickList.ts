import { UNCATEGORIZED } from './catalogue';
import { compareText } from './compareText';

export interface PickItem {
  sku: string;
  name: string;
  quantity: number;
  category: string;
}

export interface PickRow {
  category: string;
  sku: string;
  name: string;
  /** Units to pick across all orders. */
  quantity: number;
  orders: number;
  /** Orders of this SKU that ask for more than one unit, which packers must not miss. */
  multiQuantityOrders: number;
}

/** Per category (A to Z, 'Uncategorized' last), per SKU: what to take off the shelves. */
export function buildPickList(items: readonly PickItem[]): PickRow[] {
  const rows = new Map<string, PickRow>();
  for (const item of items) {
    const key = `${item.category}\u0000${item.sku || item.name}`;
    const row = rows.get(key) ?? {
      category: item.category,
      sku: item.sku,
      name: item.name,
      quantity: 0,
      orders: 0,
      multiQuantityOrders: 0,
    };
    row.quantity += item.quantity;
    row.orders += 1;
    if (item.quantity > 1) row.multiQuantityOrders += 1;
    rows.set(key, row);
  }
  return [...rows.values()].sort((a, b) => {
    const aUnknown = a.category === UNCATEGORIZED;
    const bUnknown = b.category === UNCATEGORIZED;
    return (
      Number(aUnknown) - Number(bUnknown) ||
      compareText(a.category, b.category) ||
      compareText(a.sku, b.sku) ||
      compareText(a.name, b.name)
    );
  });
}
