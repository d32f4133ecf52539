import { AMAZON_FORMAT } from './labels/formats/amazon/format';
import { FLIPKART_FORMAT } from './labels/formats/flipkart/format';
import type { LabelFormat } from './labels/formats/labelFormat';
import { MEESHO_FORMAT } from './labels/formats/meesho/format';

/**
 * Every marketplace the shop sells on, one row each, in output order (docs/SPEC.md §4: Amazon, then
 * Flipkart, then Meesho). `Platform`, the name shown for each, every platform select and filter,
 * and the label formats the merge reads (labels/formats/registry.ts) derive from this table;
 * adding a marketplace is docs/ADDING_A_MARKETPLACE.md.
 */
export const MARKETPLACES = [
  { id: 'amazon', name: 'Amazon', labels: () => AMAZON_FORMAT, listings: true, paymentReports: true },
  { id: 'flipkart', name: 'Flipkart', labels: () => FLIPKART_FORMAT, listings: true, paymentReports: true },
  { id: 'meesho', name: 'Meesho', labels: () => MEESHO_FORMAT, listings: false, paymentReports: false },
] as const satisfies readonly MarketplaceRow[];

interface MarketplaceRow {
  /** Stored in records (products.platform, order_lines.type, ...): the server's select fields list it. */
  id: string;
  /** Shown to people. */
  name: string;
  /**
   * How its shipping label files merge (its folder under labels/formats), or null when they do not.
   * The formats are plain rules, a few kilobytes: every layer can load them with the table. Asked
   * for, not held: a format's own module uses the names of this table (pageKind.ts), so the table
   * may be built while a format's module is still being loaded.
   */
  labels: (() => LabelFormat) | null;
  /** Its listing files import into the catalogue. */
  listings: boolean;
  /** Its payment reports import into Transaction Analytics. */
  paymentReports: boolean;
}

type Marketplace = (typeof MARKETPLACES)[number];
type Capability = 'labels' | 'listings' | 'paymentReports';
type Supporting<C extends Capability> = Exclude<Marketplace, Record<C, false | null>>['id'];

export type Platform = Marketplace['id'];
/** Marketplaces whose shipping labels merge. */
export type LabelPlatform = Supporting<'labels'>;
/** Marketplaces whose listing files the catalogue imports. */
export type ListingPlatform = Supporting<'listings'>;
/** Marketplaces whose payment reports the import reads. */
export type PaymentPlatform = Supporting<'paymentReports'>;

const supporting = <C extends Capability>(capability: C): readonly Supporting<C>[] =>
  MARKETPLACES.filter((row) => row[capability]).map((row) => row.id as Supporting<C>);

export const PLATFORMS: readonly Platform[] = MARKETPLACES.map((row) => row.id);
export const LABEL_PLATFORMS = supporting('labels');
export const LISTING_PLATFORMS = supporting('listings');
export const PAYMENT_PLATFORMS = supporting('paymentReports');

/** One value per marketplace (or per one of `platforms`), e.g. each one's order count or cache. */
export function perPlatform<T, P extends Platform = Platform>(
  make: (platform: P) => T,
  platforms: readonly P[] = PLATFORMS as readonly P[],
): Record<P, T> {
  return Object.fromEntries(platforms.map((platform) => [platform, make(platform)])) as Record<P, T>;
}

/** The name shown for each marketplace: 'Amazon'. */
export const PLATFORM_NAMES: Record<Platform, string> = perPlatform(
  (platform) => MARKETPLACES.find((row) => row.id === platform)?.name ?? platform,
);

/** 'an Amazon', 'a Flipkart': the name after its indefinite article, for messages. */
export const withArticle = (platform: Platform): string => {
  const name = PLATFORM_NAMES[platform];
  return `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name}`;
};
