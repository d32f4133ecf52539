import type PocketBase from 'pocketbase';
import type { CollectionModel } from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { SYNCED_COLLECTIONS } from '../../src/domain/records';
import { superuserClient } from '../support/pocketbase';
import { serverForTests } from '../support/serverForTests';

const SIGNED_IN_USER = '@request.auth.collectionName = "users"';

/** Field name -> PocketBase field type, per collection, beyond id/created/updated/deleted. */
const EXPECTED_FIELDS: Record<string, Record<string, string>> = {
  products: {
    sku: 'text',
    name: 'text',
    description: 'text',
    platform: 'select',
    sellingPrice: 'number',
    customCostPrice: 'json',
    categoryId: 'text',
    visibility: 'select',
    inventory: 'json',
    metadata: 'json',
  },
  categories: {
    name: 'text',
    description: 'text',
    tag: 'text',
    costPrice: 'json',
    createdAt: 'text',
    updatedAt: 'text',
    inventory: 'json',
  },
  stock_movements: {
    categoryId: 'text',
    type: 'select',
    quantity: 'number',
    previousQuantity: 'number',
    newQuantity: 'number',
    reason: 'text',
    performedBy: 'text',
    timestamp: 'text',
    metadata: 'json',
    appliedDelta: 'number',
    sequence: 'number',
  },
  order_lines: {
    date: 'text',
    name: 'text',
    quantity: 'text',
    type: 'select',
    sku: 'text',
    orderId: 'text',
    createdAt: 'text',
    categoryId: 'text',
    category: 'text',
    awb: 'text',
    batchId: 'text',
    courier: 'text',
  },
  merge_batches: {
    date: 'text',
    createdAt: 'text',
    createdBy: 'text',
    station: 'text',
    files: 'json',
    orders: 'number',
    platformCounts: 'json',
    recordedLines: 'number',
    syncSeq: 'number',
  },
  packing_marks: {
    platform: 'select',
    orderId: 'text',
    awb: 'text',
    date: 'text',
    packedBy: 'text',
    packedAt: 'text',
    syncSeq: 'number',
  },
  order_returns: {
    platform: 'select',
    orderId: 'text',
    awb: 'text',
    sku: 'text',
    name: 'text',
    quantity: 'number',
    categoryId: 'text',
    category: 'text',
    mergedDate: 'text',
    outcome: 'select',
    reason: 'text',
    receivedDay: 'text',
    receivedBy: 'text',
    receivedAt: 'text',
    stockMovementId: 'text',
    syncSeq: 'number',
  },
  handover_marks: {
    platform: 'select',
    orderId: 'text',
    awb: 'text',
    date: 'text',
    courier: 'text',
    handedOverBy: 'text',
    handedOverAt: 'text',
    syncSeq: 'number',
  },
  transactions: { hash: 'text', data: 'json' },
  files: {
    name: 'text',
    contentType: 'text',
    size: 'number',
    createdAt: 'text',
    file: 'file',
    kind: 'select',
    day: 'text',
    description: 'text',
    uploadedBy: 'text',
    station: 'text',
    batchId: 'text',
    expiresAt: 'text',
  },
  monitoring: { kind: 'select', payload: 'json', station: 'text' },
};

/**
 * History (docs/SPEC.md §13): only a superuser deletes one; the update rule is open for a station's resend,
 * which pb_hooks/merge_history.pb.js answers with the stored record, changing nothing.
 */
const HISTORY = ['merge_batches', 'packing_marks', 'order_returns', 'handover_marks'];

const UNIQUE_INDEXES: Record<string, string> = {
  // Live categories only: a deleted category's name may be used again.
  categories: '(lower(trim(name))) WHERE deleted = FALSE',
  products: '(sku, platform)',
  order_lines: '(type, orderId, sku, awb)',
  packing_marks: '(platform, orderId, awb, date)',
  order_returns: '(platform, orderId, awb, sku, mergedDate)',
  handover_marks: '(platform, orderId, awb, date)',
  transactions: '(hash)',
};

function fieldTypes(collection: CollectionModel): Record<string, string> {
  return Object.fromEntries(collection.fields.map((field) => [field.name, field.type]));
}

const ADMIN = '@request.auth.collectionName = "users" && @request.auth.role = "admin"';
// Stored files too (docs/SPEC.md §15, migration 1767225740_files_metadata.js), order lines and
// transactions (docs/SPEC.md §18, migration 1767225821_order_lines_transactions_history.js).
const ADMIN_DELETES = ['products', 'categories', 'files', 'order_lines', 'transactions'];

describe('migrations on an empty data dir', () => {
  const server = serverForTests();
  let admin: PocketBase;

  beforeAll(async () => {
    admin = await superuserClient(server);
  });

  it.each(Object.keys(EXPECTED_FIELDS))('creates %s with its fields, autodates and rules', async (name) => {
    const collection = await admin.collections.getOne(name);
    const types = fieldTypes(collection);

    expect(collection.type).toBe('base');
    expect(types).toMatchObject({ id: 'text', created: 'autodate', updated: 'autodate', ...EXPECTED_FIELDS[name] });
    const synced = (SYNCED_COLLECTIONS as readonly string[]).includes(name);
    expect(types.deleted).toBe(synced ? 'bool' : undefined);
    // Monitoring records are evidence (migration 1767225750_monitoring_evidence.js) that admins
    // may delete (1767225822_monitoring_bounds.js).
    if (name === 'monitoring') {
      expect(collection).toMatchObject({ listRule: ADMIN, viewRule: ADMIN, createRule: SIGNED_IN_USER });
      expect(collection).toMatchObject({ updateRule: null, deleteRule: ADMIN });
      return;
    }
    for (const rule of ['listRule', 'viewRule', 'createRule', 'updateRule', 'deleteRule'] as const) {
      if (ADMIN_DELETES.includes(name) && (rule === 'updateRule' || rule === 'deleteRule')) continue;
      // Only a superuser deletes a stock movement (migration 1767225621_stock_ledger_append_only.js).
      const noDelete = HISTORY.includes(name) || name === 'stock_movements';
      expect(collection[rule]).toBe(noDelete && rule === 'deleteRule' ? null : SIGNED_IN_USER);
    }
    // Only an admin deletes these, by a DELETE or a tombstone update (migration 1767225711_roles.js).
    if (ADMIN_DELETES.includes(name)) {
      expect(collection.updateRule).toContain('@request.body.deleted:isset = false');
      expect(collection.deleteRule).toBe(ADMIN);
    }
  });

  it('covers every synced collection of the domain', () => {
    expect(Object.keys(EXPECTED_FIELDS)).toEqual(expect.arrayContaining([...SYNCED_COLLECTIONS]));
  });

  it.each(Object.entries(UNIQUE_INDEXES))('declares the unique index of %s on %s', async (name, columns) => {
    const collection = await admin.collections.getOne(name);
    const unique = collection.indexes.filter((index) => index.startsWith('CREATE UNIQUE INDEX'));
    expect(unique).toHaveLength(1);
    expect(unique[0]).toContain(columns);
  });

  it('keeps the id rule that client-made ids satisfy', async () => {
    const products = await admin.collections.getOne('products');
    const id = products.fields.find((field) => field.name === 'id');
    expect(id).toMatchObject({ min: 15, max: 15, pattern: '^[a-z0-9]+$' });
  });

  it('gives users a role and lastLoginAt, own-record rules and no self sign-up', async () => {
    const users = await admin.collections.getOne('users');
    const types = fieldTypes(users);
    expect(types).toMatchObject({ role: 'select', lastLoginAt: 'date', created: 'autodate', updated: 'autodate' });
    expect(users.fields.find((field) => field.name === 'role')).toMatchObject({ values: ['user', 'admin'] });
    // A user sees and edits only their own account; an admin manages all (roles.test.ts).
    expect(users.listRule).toBe(`id = @request.auth.id || (${ADMIN})`);
    expect(users.viewRule).toBe(`id = @request.auth.id || (${ADMIN})`);
    expect(users.updateRule).toContain('@request.body.role:changed = false');
    expect(users.createRule).toBe(ADMIN);
    expect(users.deleteRule).toBe(`${ADMIN} && id != @request.auth.id`);
  });

  it('enables the batch API with at least 50 requests per batch, and time to store a 50 MB file in one', async () => {
    const settings = await admin.settings.getAll();
    expect(settings.batch.enabled).toBe(true);
    expect(settings.batch.maxRequests).toBeGreaterThanOrEqual(50);
    expect(settings.batch.timeout).toBe(60);
  });
});
