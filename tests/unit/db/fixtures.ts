import { AppDatabase } from '../../../src/db/database';
import type { SchemaVersion } from '../../../src/db/schema';
import { newId } from '../../../src/domain/ids';
import type { Category, OrderLine, Product, StoredFile, Transaction } from '../../../src/domain/records';

/** A database name no other test uses, so tests never see each other's rows. */
export function freshName(): string {
  return `test-${newId()}`;
}

export function freshDatabase(versions?: readonly SchemaVersion[]): AppDatabase {
  return new AppDatabase(freshName(), versions);
}

export function product(overrides: Partial<Product> = {}): Product {
  return {
    id: newId(),
    updated: '',
    deleted: false,
    sku: 'CH-PW-0001',
    name: 'Chandan powder 100 g',
    description: 'Chandan powder 100 g',
    platform: 'amazon',
    sellingPrice: 120,
    customCostPrice: null,
    categoryId: 'chandan00000001',
    visibility: 'visible',
    inventory: { quantity: 10, lowStockThreshold: 5, lastUpdated: '2025-01-02T10:00:00.000Z' },
    metadata: {
      listingStatus: 'Active',
      moq: '1',
      amazonSerialNumber: 'B0TEST0001',
      flipkartSerialNumber: null,
      createdAt: '2025-01-01T10:00:00.000Z',
      updatedAt: '2025-01-01T10:00:00.000Z',
      lastImportedFrom: 'Amazon Import',
    },
    ...overrides,
  };
}

export function category(overrides: Partial<Category> = {}): Category {
  return {
    id: newId(),
    updated: '',
    deleted: false,
    name: 'Chandan',
    description: 'Sandalwood powder and paste',
    tag: 'puja',
    costPrice: 40,
    createdAt: '2025-01-01T10:00:00.000Z',
    updatedAt: '2025-01-01T10:00:00.000Z',
    inventory: null,
    ...overrides,
  };
}

export function orderLine(overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    id: newId(),
    updated: '',
    deleted: false,
    date: '2025-01-02',
    name: 'Kaudi shells 21 pcs',
    quantity: '2',
    type: 'flipkart',
    sku: 'SSKAU1234567',
    orderId: 'OD123456789',
    createdAt: '2025-01-02T09:00:00.000Z',
    awb: '',
    batchId: '',
    courier: '',
    categoryId: 'kaudi0000000001',
    category: 'Kaudi',
    ...overrides,
  };
}

export function transaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: newId(),
    updated: '',
    deleted: false,
    hash: 'a3f1c2',
    data: { orderId: 'OD123456789', amount: 240 },
    ...overrides,
  };
}

export function storedFile(overrides: Partial<StoredFile> = {}): StoredFile {
  return {
    id: newId(),
    updated: '',
    deleted: false,
    name: 'labels.pdf',
    contentType: 'application/pdf',
    size: 4,
    createdAt: '2025-01-02T09:00:00.000Z',
    kind: 'other',
    day: '2025-01-02',
    description: '',
    uploadedBy: '',
    station: 'station-1',
    batchId: '',
    expiresAt: '',
    blob: new Blob(['%PDF'], { type: 'application/pdf' }),
    uploaded: false,
    ...overrides,
  };
}
