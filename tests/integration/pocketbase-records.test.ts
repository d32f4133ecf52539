import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/domain/ids';
import type { Category, OrderLine, Product, Transaction } from '../../src/domain/records';
import { SOUND } from '../support/malformedShapes';
import { refusalStatus, signedInUser, superuserClient } from '../support/pocketbase';
import { serverForTests } from '../support/serverForTests';

/** The server-side fields of a record type: what the sync engine sends. */
type Payload<T> = Omit<T, 'updated'>;

function product(overrides: Partial<Payload<Product>> = {}): Payload<Product> {
  return {
    id: newId(),
    deleted: false,
    sku: 'CHANDAN-100G',
    name: 'Chandan powder 100 g',
    description: '',
    platform: 'amazon',
    sellingPrice: 199,
    customCostPrice: null,
    categoryId: newId(),
    visibility: 'visible',
    inventory: { quantity: 4, lowStockThreshold: 5, lastUpdated: '2025-01-31T10:00:00.000Z' },
    metadata: {
      listingStatus: 'active',
      moq: '1',
      amazonSerialNumber: 'B0TEST',
      flipkartSerialNumber: null,
      createdAt: '2025-01-31T10:00:00.000Z',
      updatedAt: '2025-01-31T10:00:00.000Z',
      lastImportedFrom: 'Amazon Import',
    },
    ...overrides,
  };
}

function orderLine(overrides: Partial<Payload<OrderLine>> = {}): Payload<OrderLine> {
  return {
    id: newId(),
    deleted: false,
    date: '2025-01-31',
    name: 'Kaudi shells',
    quantity: '2',
    type: 'flipkart',
    sku: 'KAUDI-11',
    orderId: 'OD123',
    createdAt: '2025-01-31T10:00:00.000Z',
    categoryId: '',
    category: '',
    awb: '',
    batchId: '',
    courier: '',
    ...overrides,
  };
}

describe('records on the server', () => {
  const server = serverForTests();
  let pb: PocketBase;

  beforeAll(async () => {
    pb = await signedInUser(server);
  });

  it('gives a created user role "user" when none is given', async () => {
    const admin = await superuserClient(server);
    const user = await admin.collection('users').create({
      email: 'new@example.com',
      password: 'new-password-1',
      passwordConfirm: 'new-password-1',
    });
    expect(user.role).toBe('user');
    expect((pb.authStore.record as { role?: string } | null)?.role).toBe('user');
  });

  it('accepts client-made ids and keeps records unchanged, nulls included', async () => {
    const sent = product();
    const stored = await pb.collection('products').create(sent);
    expect(stored).toMatchObject(sent);
    expect(stored.updated).not.toBe('');

    const category: Payload<Category> = {
      id: newId(),
      deleted: false,
      name: 'Chandan',
      description: '',
      tag: 'puja',
      costPrice: null,
      createdAt: '2025-01-31T10:00:00.000Z',
      updatedAt: '2025-01-31T10:00:00.000Z',
      inventory: null,
    };
    expect(await pb.collection('categories').create(category)).toMatchObject(category);
    expect(await pb.collection('categories').getOne(category.id)).toMatchObject(category);
  });

  // A duplicate by natural key (another station's copy) is answered with the stored record, not refused.
  it('answers a second product with the same sku and platform with the stored one, not on the other platform', async () => {
    const first = await pb.collection('products').create(product({ sku: 'GOMTI-11' }));
    const duplicate = await pb.collection('products').create(product({ sku: 'GOMTI-11' }));
    expect(duplicate.id).toBe(first.id);
    expect(await pb.collection('products').getFullList({ filter: 'sku = "GOMTI-11" && platform = "amazon"' })).toHaveLength(1);
    const other = await pb.collection('products').create(product({ sku: 'GOMTI-11', platform: 'flipkart' }));
    expect(other.id).not.toBe(first.id);
  });

  it('keeps one order line per platform, orderId and sku', async () => {
    const first = await pb.collection('order_lines').create(orderLine());
    expect((await pb.collection('order_lines').create(orderLine())).id).toBe(first.id);
    expect((await pb.collection('order_lines').create(orderLine({ type: 'amazon' }))).id).not.toBe(first.id);
    expect((await pb.collection('order_lines').create(orderLine({ sku: 'KAUDI-21' }))).id).not.toBe(first.id);
  });

  it('keeps one transaction per hash', async () => {
    const transaction: Payload<Transaction> = {
      id: newId(),
      deleted: false,
      hash: 'h-1',
      data: SOUND.transactions('2025-01-31').data,
    };
    expect(await pb.collection('transactions').create(transaction)).toMatchObject(transaction);
    const again = await pb.collection('transactions').create({ ...transaction, id: newId() });
    expect(again.id).toBe(transaction.id);
    expect(await pb.collection('transactions').getFullList({ filter: 'hash = "h-1"' })).toHaveLength(1);
  });

  it('runs two creates in one batch for a signed-in user', async () => {
    const first = product({ sku: 'BATCH-1' });
    const second = product({ sku: 'BATCH-2' });
    const batch = pb.createBatch();
    batch.collection('products').create(first);
    batch.collection('products').create(second);
    const results = await batch.send();
    expect(results.map((result) => result.status)).toEqual([200, 200]);
    expect((await pb.collection('products').getOne(second.id)).sku).toBe('BATCH-2');
  });

  it('rolls a batch back whole when one request in it fails', async () => {
    const fresh = product({ sku: 'ROLLBACK-1' });
    const batch = pb.createBatch();
    batch.collection('products').create(fresh);
    batch.collection('products').create(product({ sku: '' }));
    expect(await refusalStatus(batch.send())).toBe(400);
    expect(await refusalStatus(pb.collection('products').getOne(fresh.id))).toBe(404);
  });

  it('stores the bytes of an uploaded file and serves them only with a file token', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.7 test');
    const form = new FormData();
    form.append('id', newId());
    form.append('name', 'labels.pdf');
    form.append('contentType', 'application/pdf');
    form.append('size', String(bytes.length));
    form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'labels.pdf');
    const record = await pb.collection('files').create(form);

    const withoutToken = await fetch(pb.files.getURL(record, record.file as string));
    expect(withoutToken.status).toBeGreaterThanOrEqual(400);
    const token = await pb.files.getToken();
    const response = await fetch(pb.files.getURL(record, record.file as string, { token }));
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it('stores monitoring records with their kind and payload', async () => {
    const payload = { id: 'e1', timestamp: '2025-01-31T10:00:00.000Z', event: 'merge', properties: {}, page: '/' };
    const stored = await pb.collection('monitoring').create({ kind: 'event', payload });
    expect(stored).toMatchObject({ kind: 'event', payload });
  });
});
