import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/domain/ids';
import { signedInUser, startTestServer, superuserClient, type TestServer } from '../support/pocketbase';

describe('Meesho as a platform on the server (docs/SPEC.md §10)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  }, 60_000);
  afterAll(async () => {
    await server.stop();
  });

  it("every platform select field accepts 'meesho' after the migration", async () => {
    const admin = await superuserClient(server);
    for (const [collection, fieldName] of [
      ['products', 'platform'],
      ['order_lines', 'type'],
      ['packing_marks', 'platform'],
    ] as const) {
      const fields = (await admin.collections.getOne(collection)).fields as { name: string; values?: string[] }[];
      expect(fields.find((field) => field.name === fieldName)?.values, collection).toEqual(['amazon', 'flipkart', 'meesho']);
    }
  });

  it('a user records a Meesho order line', async () => {
    const pb = await signedInUser(server);
    const line = {
      id: newId(),
      deleted: false,
      date: '2025-01-31',
      name: 'Kumkum 50 g',
      quantity: '2',
      type: 'meesho',
      sku: 'KUMKUM-50',
      orderId: '123456789012_1',
      createdAt: '2025-01-31T10:00:00.000Z',
      categoryId: '',
      category: '',
      awb: '',
      batchId: '',
    };
    const saved = await pb.collection('order_lines').create(line);
    expect(saved.type).toBe('meesho');
  });
});
