import { toCsv } from '../csvText';
import { PLATFORMS, type Platform, type ReturnedLine } from '../records';

/** A day's returns as the Returns screen sums them up, per marketplace. */
export interface MarketplaceReturns {
  platform: Platform;
  /** Parcels (platform + order id + AWB) with at least one line received. */
  parcels: number;
  /** Units received back in stock. */
  backInStock: number;
  /** Units received damaged. */
  damaged: number;
}

const live = (returns: readonly ReturnedLine[]) => returns.filter((line) => !line.deleted);

/** Per marketplace, in the house's order of marketplaces; one without returns is left out. */
export function returnsPerMarketplace(returns: readonly ReturnedLine[]): MarketplaceReturns[] {
  const rows = new Map<Platform, MarketplaceReturns & { keys: Set<string> }>();
  for (const line of live(returns)) {
    const row = rows.get(line.platform) ?? { platform: line.platform, parcels: 0, backInStock: 0, damaged: 0, keys: new Set() };
    row.keys.add(`${line.orderId}\u0000${line.awb}`);
    if (line.outcome === 'back-in-stock') row.backInStock += line.quantity;
    else row.damaged += line.quantity;
    rows.set(line.platform, row);
  }
  return PLATFORMS.flatMap((platform) => {
    const row = rows.get(platform);
    if (!row) return [];
    const { keys, ...counts } = row;
    return [{ ...counts, parcels: keys.size }];
  });
}

/** Latest first: the packer looks for what was just received. */
export const latestFirst = (returns: readonly ReturnedLine[]): ReturnedLine[] =>
  [...live(returns)].sort((a, b) => b.receivedAt.localeCompare(a.receivedAt) || a.id.localeCompare(b.id));

const OUTCOME_TEXT = { 'back-in-stock': 'Back in stock', damaged: 'Damaged' } as const;
export const outcomeText = (line: Pick<ReturnedLine, 'outcome'>): string => OUTCOME_TEXT[line.outcome];

/** The day's returns list as CSV. */
export function returnsCsv(returns: readonly ReturnedLine[]): string {
  return toCsv(
    [
      'Received at',
      'Received by',
      'Platform',
      'Order id',
      'AWB',
      'SKU',
      'Name',
      'Quantity',
      'Category',
      'Merged day',
      'Outcome',
      'Reason',
    ],
    latestFirst(returns).map((line) => [
      line.receivedAt,
      line.receivedBy,
      line.platform,
      line.orderId,
      line.awb,
      line.sku,
      line.name,
      line.quantity,
      line.category,
      line.mergedDate,
      outcomeText(line),
      line.reason,
    ]),
  );
}
