import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { authorProof, signedPayload } from '../../../src/domain/authorship';
import type { OutboxEntry } from '../../../src/domain/records';

const author = { userId: 'abcdefghij12345', key: 'a5d7bd6b63bee7c0b7450a889286ab62' };

function entry(collection: OutboxEntry['collection']): OutboxEntry {
  return { collection, recordId: 'record000000001', op: 'upsert', payload: { quantity: 3 }, createdAt: '' };
}

describe('the author proof of a queued change', () => {
  it("is the author's id and the HMAC-SHA256 of collection and record id under the author key, as the server computes it", () => {
    const expected = createHmac('sha256', author.key).update('stock_movements\nrecord000000001').digest('hex');
    expect(authorProof(author, 'stock_movements', 'record000000001')).toBe(`${author.userId}.${expected}`);
  });

  it('signs only the collections whose records name their maker, and keeps the rest of the payload', () => {
    for (const collection of ['stock_movements', 'order_lines', 'merge_batches', 'packing_marks', 'files'] as const) {
      expect(signedPayload(entry(collection), author)).toEqual({
        quantity: 3,
        authorProof: authorProof(author, collection, 'record000000001'),
      });
    }
    expect(signedPayload(entry('products'), author)).toEqual({ quantity: 3 });
  });
});
