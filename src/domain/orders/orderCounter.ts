/**
 * Tells whether an order is new to a group of one grouping (the days, the categories, the SKUs),
 * so that each group counts its distinct orders without a set per group: a year of lines would
 * otherwise fill a set per day, per category and per SKU, most of the analytics' time.
 *
 * Each order remembers the last group it was counted in. Nearly every order has all its lines
 * in one group, and then that is the whole answer. An order that has been counted in several
 * groups of the grouping (a parcel with Chandan and Kaudi) is also kept as order + group pairs,
 * so that going back to an earlier group is not counted twice.
 */
export function orderCounter(): (order: number, group: number) => boolean {
  // Group + 1 per order number; 0 when the order has not been counted yet.
  let lastGroup = new Int32Array(1024);
  const pairs = new Set<number>();
  // Groups are numbered from 0 in the order they are met: fewer than a million of any kind.
  const pair = (order: number, group: number) => order * 1_048_576 + group;

  return (order, group) => {
    if (order >= lastGroup.length) {
      const grown = new Int32Array(Math.max(order + 1, lastGroup.length * 2));
      grown.set(lastGroup);
      lastGroup = grown;
    }
    const last = (lastGroup[order] as number) - 1;
    if (last === group) return false;
    lastGroup[order] = group + 1;
    if (last === -1) return true;
    pairs.add(pair(order, last));
    if (pairs.has(pair(order, group))) return false;
    pairs.add(pair(order, group));
    return true;
  };
}
