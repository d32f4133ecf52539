import { describe, expect, it } from 'vitest';
import type { OrderLineDraft } from '../../../../src/domain/orders/orderLines';
import { matchRecordedLines } from '../../../../src/domain/orders/recordedLines';
import type { OrderLine } from '../../../../src/domain/records';

const draft = (overrides: Partial<OrderLineDraft> = {}): OrderLineDraft => ({
  date: '2026-11-27',
  name: 'Chandan Powder',
  quantity: '2',
  type: 'amazon',
  sku: 'KK-X2KQ-2DRV',
  orderId: '403-1111111-0000001',
  categoryId: 'catchandan00001',
  category: 'Chandan',
  awb: '',
  ...overrides,
});

const recorded = (overrides: Partial<OrderLine> = {}): OrderLine => ({
  ...draft(),
  id: 'line00000000001',
  updated: '',
  deleted: false,
  createdAt: '2026-11-27T05:00:00.000Z',
  batchId: '',
  courier: '',
  ...overrides,
});

/** Amazon lines recorded before their label's barcode was read have no AWB. */
describe("the station's matching of a merge's lines against the recorded ones", () => {
  it('takes a line recorded without an AWB as the same line read with its AWB, and fills the AWB in', () => {
    const before = recorded();
    const { unrecorded, filled } = matchRecordedLines([draft({ awb: '362500000001' })], [before]);
    expect(unrecorded).toEqual([]);
    expect(filled).toEqual([{ line: before, awb: '362500000001' }]);
  });

  it('fills a line in once, however many parcels of its order and SKU read an AWB', () => {
    const before = recorded();
    const { unrecorded, filled } = matchRecordedLines([draft({ awb: '362500000001' }), draft({ awb: '362500000002' })], [before]);
    expect(unrecorded).toEqual([]);
    expect(filled).toEqual([{ line: before, awb: '362500000001' }]);
  });

  it('takes a line read without an AWB as the same as one recorded with it', () => {
    expect(matchRecordedLines([draft()], [recorded({ awb: '362500000001' })])).toEqual({ unrecorded: [], filled: [] });
  });

  it('records a parcel whose AWB differs from every recorded one, and another order or SKU', () => {
    const lines = [draft({ awb: '362500000002' }), draft({ orderId: '403-1111111-0000002' }), draft({ sku: 'OTHER' })];
    expect(matchRecordedLines(lines, [recorded({ awb: '362500000001' })])).toEqual({ unrecorded: lines, filled: [] });
  });

  it('leaves an exact match alone, and does not fill in a deleted line', () => {
    expect(matchRecordedLines([draft({ awb: '1' })], [recorded({ awb: '1' })])).toEqual({ unrecorded: [], filled: [] });
    expect(matchRecordedLines([draft({ awb: '1' })], [recorded({ deleted: true })])).toEqual({ unrecorded: [], filled: [] });
  });
});
