import type { ListingPlatform } from '../records';
import { wrongColumnsMessage } from './importMessages';

/** The listing fields the import reads; a platform's file names each with one of its columns. */
export type ListingField = 'sku' | 'name' | 'description' | 'price' | 'status' | 'moq' | 'serial';

interface PlatformColumns {
  /** The columns a file must have, in the order the wrong-columns message lists them. */
  required: readonly { field: ListingField; column: string }[];
  optional: readonly { field: ListingField; column: string }[];
  /** Columns the platform's file is known to carry; any other is reported as unknown. Null: too many to list. */
  known: readonly string[] | null;
}

/**
 * Amazon's "All Listings Report" header (Seller Central, Inventory Reports), plus the columns
 * amazon.in adds. `asin1` is the listing's ASIN: the serial number Amazon itself uses.
 */
export const AMAZON_REPORT_COLUMNS = [
  'item-name',
  'item-description',
  'listing-id',
  'seller-sku',
  'price',
  'quantity',
  'open-date',
  'image-url',
  'item-is-marketplace',
  'product-id-type',
  'zshop-shipping-fee',
  'item-note',
  'item-condition',
  'zshop-category1',
  'zshop-browse-path',
  'zshop-storefront-feature',
  'asin1',
  'asin2',
  'asin3',
  'will-ship-internationally',
  'expedited-shipping',
  'zshop-boldface',
  'product-id',
  'bid-for-featured-placement',
  'add-delete',
  'pending-quantity',
  'fulfillment-channel',
  'merchant-shipping-group',
  'status',
  'business price',
  'quantity price type',
  'maximum-retail-price',
] as const;

const COLUMNS: Record<ListingPlatform, PlatformColumns> = {
  amazon: {
    required: [
      { field: 'sku', column: 'seller-sku' },
      { field: 'name', column: 'item-name' },
      { field: 'price', column: 'price' },
    ],
    optional: [
      { field: 'description', column: 'item-description' },
      { field: 'serial', column: 'asin1' },
      { field: 'status', column: 'status' },
    ],
    known: AMAZON_REPORT_COLUMNS,
  },
  flipkart: {
    required: [
      { field: 'sku', column: 'Seller SKU Id' },
      { field: 'name', column: 'Product Title' },
      { field: 'price', column: 'Your Selling Price' },
    ],
    optional: [
      { field: 'status', column: 'Listing Status' },
      { field: 'moq', column: 'Minimum Order Quantity' },
      { field: 'serial', column: 'Flipkart Serial Number' },
    ],
    known: null,
  },
};

/** Where each field sits in a row (-1: the file has no such column). */
export type ColumnIndexes = Record<ListingField, number>;

export interface LocatedColumns {
  indexes: ColumnIndexes;
  /** Header names the platform's file is not known to carry; they are ignored. */
  unknown: string[];
  /** How many columns the header names. */
  width: number;
}

/** Header names are matched without regard to case or spacing: 'Seller SKU ID' is 'Seller SKU Id'. */
const normalizeHeader = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

export function columnName(platform: ListingPlatform, field: ListingField): string {
  const { required, optional } = COLUMNS[platform];
  return [...required, ...optional].find((column) => column.field === field)?.column ?? field;
}

function expectedColumns(platform: ListingPlatform): string[] {
  return COLUMNS[platform].required.map(({ column }) => column);
}

/** The platform's column that identifies a header row: its SKU column. */
export function isHeaderRow(platform: ListingPlatform, names: readonly string[]): boolean {
  const sku = normalizeHeader(columnName(platform, 'sku'));
  return names.some((name) => normalizeHeader(name) === sku);
}

/** Finds the fields in a header row; a header without every required column is the wrong file. */
export function locateColumns(platform: ListingPlatform, header: readonly string[]): LocatedColumns {
  const { required, optional, known } = COLUMNS[platform];
  const positions = new Map<string, number>();
  header.forEach((name, at) => {
    const key = normalizeHeader(name);
    if (key && !positions.has(key)) positions.set(key, at);
  });
  const missing = required.filter(({ column }) => !positions.has(normalizeHeader(column))).map(({ column }) => column);
  if (missing.length) throw new Error(wrongColumnsMessage(platform, missing, expectedColumns(platform)));
  const indexes = { sku: -1, name: -1, description: -1, price: -1, status: -1, moq: -1, serial: -1 };
  for (const { field, column } of [...required, ...optional]) indexes[field] = positions.get(normalizeHeader(column)) ?? -1;
  const knownNames = known && new Set(known.map(normalizeHeader));
  const unknown = knownNames
    ? header.filter((name) => normalizeHeader(name) !== '' && !knownNames.has(normalizeHeader(name)))
    : [];
  let width = header.length;
  while (width > 0 && normalizeHeader(header[width - 1] ?? '') === '') width -= 1;
  return { indexes, unknown, width };
}
