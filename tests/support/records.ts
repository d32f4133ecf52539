/**
 * Records as the integration tests send them to a real PocketBase: a fresh id, empty text, no
 * stock and one fixed time, so a test overrides only what it is about. (The unit tests' richer
 * records are in tests/unit/db/fixtures.ts.)
 */
import { newId } from '../../src/domain/ids';
import type { Category, Product, StockMovement } from '../../src/domain/records';

/** When every record here was made; no test reads it back. */
export const MADE_AT = '2025-01-31T10:00:00.000Z';

export function plainCategory(name: string, overrides: Partial<Category> = {}): Category {
  return {
    id: newId(),
    updated: '',
    deleted: false,
    name,
    description: '',
    tag: '',
    costPrice: null,
    createdAt: MADE_AT,
    updatedAt: MADE_AT,
    inventory: null,
    ...overrides,
  };
}

/** A visible Amazon listing at ₹100, in no category; its name is its SKU unless told. */
export function plainProduct(sku: string, overrides: Partial<Product> = {}): Product {
  return {
    id: newId(),
    updated: '',
    deleted: false,
    sku,
    name: sku,
    description: '',
    platform: 'amazon',
    sellingPrice: 100,
    customCostPrice: null,
    categoryId: '',
    visibility: 'visible',
    inventory: null,
    metadata: {
      listingStatus: 'active',
      moq: '1',
      amazonSerialNumber: null,
      flipkartSerialNumber: null,
      createdAt: MADE_AT,
      updatedAt: MADE_AT,
      lastImportedFrom: 'Amazon Import',
    },
    ...overrides,
  };
}

/** A counted addition to a category's stock, as a station writes it before the server applies it. */
export function plainMovement(categoryId: string, quantity: number, overrides: Partial<StockMovement> = {}): StockMovement {
  return {
    id: newId(),
    updated: '',
    deleted: false,
    categoryId,
    type: 'add',
    quantity,
    previousQuantity: 0,
    newQuantity: 0,
    appliedDelta: 0,
    reason: 'count',
    performedBy: 'tester',
    timestamp: MADE_AT,
    metadata: null,
    sequence: 0,
    ...overrides,
  };
}

/** A record as a test creates it on the server itself, which sets `updated`. */
export function payload<T extends { updated: string }>(record: T): Omit<T, 'updated'> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => key !== 'updated')) as Omit<T, 'updated'>;
}
