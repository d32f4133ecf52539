import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/domain/ids';
import { refusalStatus, signedInUser, startTestServer, type TestServer } from '../support/pocketbase';

const line = (orderId: string, awb: string) => ({
  id: newId(),
  deleted: false,
  date: '2026-11-27',
  name: 'Chandan Powder',
  quantity: '2',
  type: 'amazon',
  sku: 'KK-X2KQ-2DRV',
  orderId,
  createdAt: '2026-11-27T05:00:00.000Z',
  categoryId: '',
  category: 'Chandan',
  awb,
  batchId: '',
});

/**
 * Amazon lines recorded before the label's barcode was read have an empty AWB; the same
 * order merged with its AWB read is the same line, its AWB filled in, not a second line.
 */
describe("the server's natural key of an order line, its AWB once unread", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  }, 60_000);
  afterAll(async () => {
    await server.stop();
  });

  it('answers a line sent with its AWB with the line recorded without one, the AWB filled in', async () => {
    const pb = await signedInUser(server);
    const before = await pb.collection('order_lines').create(line('403-0000000-0000001', ''));
    const answer = await pb.collection('order_lines').create(line('403-0000000-0000001', '362500000001'));

    expect(answer.id).toBe(before.id);
    const stored = await pb.collection('order_lines').getFullList({ filter: "orderId = '403-0000000-0000001'" });
    expect(stored.map((record) => [record.id, record.awb, record.quantity])).toEqual([[before.id, '362500000001', '2']]);
  });

  it('answers a line sent without an AWB with the line recorded with one, unchanged', async () => {
    const pb = await signedInUser(server);
    const before = await pb.collection('order_lines').create(line('403-0000000-0000002', '362500000002'));
    const answer = await pb.collection('order_lines').create(line('403-0000000-0000002', ''));

    expect([answer.id, answer.awb]).toEqual([before.id, '362500000002']);
    expect(await pb.collection('order_lines').getFullList({ filter: "orderId = '403-0000000-0000002'" })).toHaveLength(1);
  });

  it("takes a station's fill of an unread AWB, once: a read AWB stays as it is", async () => {
    const pb = await signedInUser(server);
    const before = await pb.collection('order_lines').create(line('403-0000000-0000003', ''));
    const filled = await pb.collection('order_lines').update(before.id, { awb: '362500000003' });
    expect(filled.awb).toBe('362500000003');
    expect(await refusalStatus(pb.collection('order_lines').update(before.id, { awb: '362500000009' }))).toBe(403);
    expect(await refusalStatus(pb.collection('order_lines').update(before.id, { quantity: '5' }))).toBe(403);
  });

  it('keeps a second parcel of another AWB a line of its own', async () => {
    const pb = await signedInUser(server);
    await pb.collection('order_lines').create(line('403-0000000-0000004', '362500000004'));
    await pb.collection('order_lines').create(line('403-0000000-0000004', '362500000005'));
    expect(await pb.collection('order_lines').getFullList({ filter: "orderId = '403-0000000-0000004'" })).toHaveLength(2);
  });
});
