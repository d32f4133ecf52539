import { describe, expect, it } from 'vitest';
import {
  findDuplicates,
  firstOccurrences,
  integrityProblems,
  type OrderOccurrence,
} from '../../../../src/domain/labels/orderChecks';
import { LABEL_FORMATS } from '../../../../src/domain/labels/formats/registry';
import { toParsedOrder } from '../../../../src/domain/labels/parsedOrder';

const at = (orderId: string, file: string, page: number, platform: 'amazon' | 'flipkart' = 'flipkart'): OrderOccurrence => ({
  platform,
  orderId,
  parcel: 'items',
  awb: '',
  file,
  page,
});

const INPUT = [
  at('OD1', 'a.pdf', 1),
  at('OD2', 'a.pdf', 2),
  at('OD1', 'b.pdf', 1),
  at('', 'b.pdf', 2),
  at('OD1', 'c.pdf', 1, 'amazon'),
];

describe('duplicates', () => {
  it('reports an order id found twice on one platform, with where', () => {
    expect(findDuplicates(INPUT)).toEqual([
      { platform: 'flipkart', orderId: 'OD1', parcel: 'items', awb: '', found: ['a.pdf page 1', 'b.pdf page 1'] },
    ]);
  });

  it('keeps the first page of each order and every page without an id', () => {
    expect(firstOccurrences(INPUT)).toEqual([INPUT[0], INPUT[1], INPUT[3], INPUT[4]]);
  });
});

describe('parcels', () => {
  const parcel = (orderId: string, awb: string, file: string, page: number): OrderOccurrence => ({
    platform: 'flipkart',
    orderId,
    parcel: awb,
    awb,
    file,
    page,
  });

  it('prints every parcel of an order: the same order id with another AWB is no duplicate', () => {
    const input = [parcel('OD7', 'FMPP1', 'a.pdf', 1), parcel('OD7', 'FMPP2', 'a.pdf', 2), parcel('OD7', 'FMPP1', 'b.pdf', 1)];
    expect(findDuplicates(input)).toEqual([
      { platform: 'flipkart', orderId: 'OD7', parcel: 'FMPP1', awb: 'FMPP1', found: ['a.pdf page 1', 'b.pdf page 1'] },
    ]);
    expect(firstOccurrences(input)).toEqual([input[0], input[1]]);
    expect(integrityProblems(input, firstOccurrences(input), false)).toEqual([]);
    expect(integrityProblems(input, [input[0] as OrderOccurrence], false)).toEqual([
      'order OD7 (AWB FMPP2) appears 0 times in the output',
    ]);
  });
});

describe('integrity check', () => {
  it('passes when every order is out exactly once', () => {
    expect(integrityProblems(INPUT, firstOccurrences(INPUT), false)).toEqual([]);
    expect(integrityProblems(INPUT, INPUT, true)).toEqual([]);
  });

  it('names a missing order, a doubled order and a page that was not in the input', () => {
    const output = [INPUT[0]!, INPUT[0]!, INPUT[3]!, INPUT[4]!, at('OD9', 'z.pdf', 1)];
    expect(integrityProblems(INPUT, output, false)).toEqual([
      'a.pdf page 1 appears 2 times',
      'z.pdf page 1 is not an input page',
      'order OD1 appears 2 times in the output',
      'order OD2 appears 0 times in the output',
    ]);
  });

  it('with duplicates kept, wants every input page once', () => {
    expect(integrityProblems(INPUT, firstOccurrences(INPUT), true)).toEqual(['order OD1 appears 0 times in the output']);
  });
});

describe('parsed order', () => {
  it("joins names and SKUs with ' && ' and sums quantities", () => {
    expect(
      toParsedOrder(
        'flipkart',
        'OD1',
        [
          { sku: 'SSGN006001', name: 'Horse Shoe Nail', quantity: 2 },
          { sku: 'FLAG RED 2M', name: 'Flag', quantity: 1 },
        ],
        0,
      ),
    ).toEqual({
      platform: 'flipkart',
      orderId: 'OD1',
      items: [
        { sku: 'SSGN006001', name: 'Horse Shoe Nail', quantity: 2 },
        { sku: 'FLAG RED 2M', name: 'Flag', quantity: 1 },
      ],
      sku: 'SSGN006001 && FLAG RED 2M',
      name: 'Horse Shoe Nail && Flag',
      quantity: 3,
    });
  });

  it('makes the same SKU on two rows one item with the summed quantity and the first name', () => {
    const order = toParsedOrder(
      'flipkart',
      'OD1',
      [
        { sku: 'TC-EMB-6S', name: 'Kashi Embroidered 6 Seater Table Cover Transparent', quantity: 1 },
        { sku: '', name: 'No SKU', quantity: 1 },
        { sku: 'SSGN006001', name: 'Horse Shoe Nail', quantity: 2 },
        { sku: 'TC-EMB-6S', name: 'Kashi Embroidered 6 Seater Table Cover', quantity: 1 },
        { sku: '', name: 'No SKU', quantity: null },
      ],
      1,
    );
    expect(order.items).toEqual([
      { sku: 'TC-EMB-6S', name: 'Kashi Embroidered 6 Seater Table Cover Transparent', quantity: 2 },
      { sku: '', name: 'No SKU', quantity: 1 },
      { sku: 'SSGN006001', name: 'Horse Shoe Nail', quantity: 2 },
      { sku: '', name: 'No SKU', quantity: 1 },
    ]);
    expect(order.quantity).toBe(6);
    expect(order.sku).toBe('TC-EMB-6S &&  && SSGN006001 && ');
  });

  it('uses quantity 1 for Amazon and 0 for Flipkart when none can be read', () => {
    const { amazon, flipkart } = LABEL_FORMATS;
    expect([amazon.defaultQuantity, flipkart.defaultQuantity]).toEqual([1, 0]);
    expect(toParsedOrder('amazon', 'x', [{ sku: 'A', name: 'a', quantity: null }], amazon.defaultQuantity).quantity).toBe(1);
    expect(toParsedOrder('flipkart', 'x', [{ sku: 'A', name: 'a', quantity: null }], flipkart.defaultQuantity).quantity).toBe(0);
    expect(toParsedOrder('amazon', 'x', [], amazon.defaultQuantity).quantity).toBe(1);
    expect(toParsedOrder('flipkart', 'x', [], flipkart.defaultQuantity).quantity).toBe(0);
  });
});
