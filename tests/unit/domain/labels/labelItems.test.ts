import { describe, expect, it } from 'vitest';
import { indexCatalogue } from '../../../../src/domain/labels/catalogue';
import { resolveItems } from '../../../../src/domain/labels/labelItems';

const catalogue = indexCatalogue({
  categories: [{ id: 'c1', name: 'Covers' }],
  products: [
    { sku: 'A_ClearPlain_4060', platform: 'flipkart', name: 'Clear Plain Sheet', categoryId: 'c1', sellingPrice: 140 },
    { sku: '6 QTY - A_ClearPlain_4060', platform: 'flipkart', name: 'Six sheets', categoryId: 'c1', sellingPrice: 800 },
  ],
});

describe('resolveItems', () => {
  it('reads the pack form `4 QTY - A_ClearPlain_4060` as four of A_ClearPlain_4060 per unit of the row', () => {
    expect(
      resolveItems(
        'flipkart',
        [
          { structuralSku: '4 QTY - A_ClearPlain_4060', title: 'Clear Sheet 40x60', text: '', quantity: 1 },
          { structuralSku: '2 qty -  a_clearplain_4060', title: 'Clear Sheet 40x60', text: '', quantity: 3 },
          { structuralSku: '4 QTY - NOT_LISTED', title: 'Other', text: '', quantity: null },
        ],
        catalogue,
      ),
    ).toEqual([
      { sku: 'A_ClearPlain_4060', name: 'Clear Sheet 40x60', quantity: 4 },
      { sku: 'A_ClearPlain_4060', name: 'Clear Sheet 40x60', quantity: 6 },
      { sku: 'NOT_LISTED', name: 'Other', quantity: 4 },
    ]);
  });

  it('keeps a pack form the catalogue lists as a product of its own', () => {
    expect(
      resolveItems(
        'flipkart',
        [{ structuralSku: '6 QTY - A_ClearPlain_4060', title: 'Six sheets', text: '', quantity: 1 }],
        catalogue,
      ),
    ).toEqual([{ sku: '6 QTY - A_ClearPlain_4060', name: 'Six sheets', quantity: 1 }]);
  });
});
