import { describe, expect, it } from 'vitest';
import { quantityFromAmounts, readAmazonInvoice } from '../../../../src/domain/labels/formats/amazon/invoice';
import { groupLines, type TextPiece } from '../../../../src/domain/labels/textLines';

/** Lines of an invoice page, top to bottom, each as [x, text] pieces. */
function page(rows: [number, string][][]): ReturnType<typeof groupLines> {
  const pieces: TextPiece[] = rows.flatMap((row, at) =>
    row.map(([x, str]) => ({ str, x, y: 800 - at * 9, width: str.length * 3.5, height: 7 })),
  );
  return groupLines(pieces);
}

const HEADER: [number, string][] = [
  [28, 'Sl. No'],
  [60, 'Description'],
  [262, 'Unit Price'],
  [334, 'Qty'],
  [352, 'Net Amount'],
];

describe('readAmazonInvoice', () => {
  it('reads the order number and the docs/LABELS.md item row', () => {
    const invoice = readAmazonInvoice(
      page([
        [[30, 'Order Number: 403-1234567-1234567']],
        HEADER,
        [
          [32, '1'],
          [60, 'Kashi Ashtagandh Chandan Powder 500 Gm | 100% Pure And Organic |'],
        ],
        [[60, 'B0ABCDE123 ( KK-X2KQ-2DRV )']],
        [
          [262, '₹61.00'],
          [334, '2'],
          [352, '₹122.00'],
          [398, '5%'],
          [428, 'IGST'],
          [462, '₹6.10'],
          [508, '₹128.10'],
        ],
        [[60, 'HSN:3307']],
        [
          [30, 'TOTAL:'],
          [508, '₹128.10'],
        ],
      ]),
    );
    expect(invoice).toEqual({
      orderId: '403-1234567-1234567',
      items: [
        {
          structuralSku: 'KK-X2KQ-2DRV',
          title: 'Kashi Ashtagandh Chandan Powder 500 Gm | 100% Pure And Organic',
          text: expect.stringContaining('B0ABCDE123 ( KK-X2KQ-2DRV )'),
          quantity: 2,
        },
      ],
    });
  });

  it('reads several items, wrapped titles, brackets in the SKU, CGST and SGST lines', () => {
    const invoice = readAmazonInvoice(
      page([
        [[30, 'Order Number: 171-7654321-7654321']],
        HEADER,
        [
          [32, '1'],
          [60, 'Bhimseni Camphor Tablets 100 g (Pack of 2) |'],
        ],
        [[60, 'Pure |']],
        [[60, 'B0CAMPHOR1 ( CAMPHOR (100G) )']],
        [
          [262, '₹45.00'],
          [334, '4'],
          [352, '₹180.00'],
          [398, '2.5%'],
          [428, 'CGST'],
          [462, '₹4.50'],
          [508, '₹189.00'],
        ],
        [
          [398, '2.5%'],
          [428, 'SGST'],
          [462, '₹4.50'],
        ],
        [[60, 'HSN:3307']],
        [
          [32, '2'],
          [60, 'Horse Shoe Nail'],
        ],
        [[60, 'B0SSGN0060 ( SSGN 006001 / black )']],
        [
          [262, '₹120.00'],
          [334, '1'],
          [352, '₹120.00'],
        ],
        [[30, 'TOTAL:']],
      ]),
    );
    expect(invoice.items.map(({ structuralSku, title, quantity }) => ({ structuralSku, title, quantity }))).toEqual([
      { structuralSku: 'CAMPHOR (100G)', title: 'Bhimseni Camphor Tablets 100 g (Pack of 2) | Pure', quantity: 4 },
      { structuralSku: 'SSGN 006001 / black', title: 'Horse Shoe Nail', quantity: 1 },
    ]);
  });

  it('does not start a new item on a wrapped title line that begins with a number', () => {
    const invoice = readAmazonInvoice(
      page([
        HEADER,
        [
          [32, '1'],
          [60, 'Gomti Chakra Natural Original'],
        ],
        [[60, '2 Pieces | Gift Pack']],
        [[60, 'B0GOMTI011 ( GOMTI/CHAKRA-11 )']],
        [
          [262, '₹199.00'],
          [334, '3'],
          [352, '₹597.00'],
        ],
      ]),
    );
    expect(invoice.items).toHaveLength(1);
    expect(invoice.items[0]?.title).toBe('Gomti Chakra Natural Original 2 Pieces | Gift Pack');
    expect(invoice.items[0]?.quantity).toBe(3);
  });

  it('leaves the quantity unread and the SKU to later stages when the row has neither', () => {
    const invoice = readAmazonInvoice(
      page([
        HEADER,
        [
          [32, '1'],
          [60, 'Rudraksha Mala SSGN006001'],
        ],
        [[262, 'see attached']],
      ]),
    );
    expect(invoice.orderId).toBe('');
    expect(invoice.items).toEqual([
      {
        structuralSku: undefined,
        title: 'Rudraksha Mala SSGN006001',
        text: 'Rudraksha Mala SSGN006001 see attached',
        quantity: null,
      },
    ]);
  });

  it('falls back to the whole page text when there is no item table', () => {
    const invoice = readAmazonInvoice(page([[[30, 'Order Number: 403-1111111-2222222']], [[30, 'KK-X2KQ-2DRV']]]));
    expect(invoice.items).toEqual([{ title: '', text: 'Order Number: 403-1111111-2222222 KK-X2KQ-2DRV', quantity: null }]);
  });
});

/** Pieces at explicit heights (y grows upwards), for lines closer than the 5-unit grouping. */
function positioned(pieces: [number, number, string][]): ReturnType<typeof groupLines> {
  return groupLines(pieces.map(([x, y, str]) => ({ str, x, y, width: str.length * 3.5, height: 7 })));
}

const HEADER_AT = (y: number): [number, number, string][] => HEADER.map(([x, str]) => [x, y, str]);

describe('readAmazonInvoice on the real traps of docs/LABELS.md', () => {
  it('matches ASIN ( SKU ) across lines when the amounts row sits between its halves', () => {
    const invoice = readAmazonInvoice(
      positioned([
        [30, 700, 'Order Number: 402-7654321-1234567'],
        ...HEADER_AT(420),
        [32, 385.8, '1'],
        [60, 385.8, 'PVC Table Cover | Transparent Cover | 48x48 Inch | B0B4P3Y4H6 ('],
        [262, 380.6, '₹313.33'],
        [334, 380.6, '6'],
        [352, 380.6, '₹1,879.98'],
        [398, 380.6, '5%'],
        [428, 380.6, 'IGST'],
        [462, 380.6, '₹94.00'],
        [508, 380.6, '₹1,973.98'],
        [60, 375.4, 'clear9feet15mmM_2 )'],
        [60, 366, 'HSN:3924'],
        [30, 340, 'TOTAL:'],
      ]),
    );
    expect(invoice.items).toEqual([
      expect.objectContaining({
        structuralSku: 'clear9feet15mmM_2',
        title: 'PVC Table Cover | Transparent Cover | 48x48 Inch',
        quantity: 6,
      }),
    ]);
    expect(invoice.items[0]?.text).not.toContain('₹');
  });

  it('reads the quantity from an amounts row that is one text piece', () => {
    const invoice = readAmazonInvoice(
      positioned([
        ...HEADER_AT(420),
        [32, 400, '1'],
        [60, 400, 'Gomti Chakra 11 Pcs B0GOMTI011 ('],
        [262, 394.8, '₹569.52 6 ₹3,417.12 5%'],
        [428, 394.8, 'IGST'],
        [60, 389.6, 'GOMTI/CHAKRA-11 )'],
      ]),
    );
    expect(invoice.items[0]).toMatchObject({ structuralSku: 'GOMTI/CHAKRA-11', quantity: 6, title: 'Gomti Chakra 11 Pcs' });
  });

  it('reads the quantity after a discount amount, wrapped or not', () => {
    const invoice = readAmazonInvoice(
      positioned([
        ...HEADER_AT(420),
        [32, 400, '1'],
        [60, 400, 'Hanuman Ji Flag Red B0FLAG0001 ( FLAG RED'],
        [262, 394.8, '₹94.29'],
        [296, 394.8, '-₹9.43'],
        [334, 394.8, '2'],
        [352, 394.8, '₹169.72'],
        [60, 389.6, '2M )'],
        [32, 370, '2'],
        [60, 370, 'Kaudi B0KAUDI025 ( KAUDI_25+PACK )'],
        [262, 364.8, '₹94.29 -₹9.43 3 ₹254.58'],
      ]),
    );
    expect(invoice.items.map(({ structuralSku, quantity }) => ({ structuralSku, quantity }))).toEqual([
      { structuralSku: 'FLAG RED 2M', quantity: 2 },
      { structuralSku: 'KAUDI_25+PACK', quantity: 3 },
    ]);
  });

  it('reads both items when the first amounts row is one piece left of its heading and the second pair wraps around its amounts', () => {
    const invoice = readAmazonInvoice(
      positioned([
        ...HEADER_AT(420),
        [32, 400, '1'],
        [60, 400, 'Kashi Ashtagandh Chandan Powder 500 Gm |'],
        [60, 390, 'B0ABCDE123 ( KK-X2KQ-2DRV )'],
        [240, 384.8, '₹61.00 3 ₹183.00 5%'],
        [428, 384.8, 'IGST'],
        [462, 384.8, '₹9.15'],
        [508, 384.8, '₹192.15'],
        [60, 375, 'HSN:3307'],
        [32, 360, '2'],
        [60, 360, 'PVC Table Cover | 48x48 Inch | B0B4P3Y4H6 ('],
        [262, 354.8, '₹313.33'],
        [334, 354.8, '2'],
        [352, 354.8, '₹626.66'],
        [398, 354.8, '5%'],
        [428, 354.8, 'IGST'],
        [462, 354.8, '₹31.33'],
        [508, 354.8, '₹657.99'],
        [60, 349.6, 'clear9feet15mmM_2 )'],
        [60, 340, 'HSN:3924'],
        [30, 320, 'TOTAL:'],
      ]),
    );
    expect(invoice.items.map(({ structuralSku, title, quantity }) => ({ structuralSku, title, quantity }))).toEqual([
      { structuralSku: 'KK-X2KQ-2DRV', title: 'Kashi Ashtagandh Chandan Powder 500 Gm', quantity: 3 },
      { structuralSku: 'clear9feet15mmM_2', title: 'PVC Table Cover | 48x48 Inch', quantity: 2 },
    ]);
  });

  it('keeps the quantity and the tax rate of a one-piece amounts row left of its heading out of a wrapped SKU', () => {
    const invoice = readAmazonInvoice(
      positioned([
        ...HEADER_AT(420),
        [32, 385.8, '1'],
        [60, 385.8, 'PVC Table Cover | 48x48 Inch | B0B4P3Y4H6 ('],
        [244, 380.6, '₹569.52 6 ₹3,417.12 5%'],
        [428, 380.6, 'IGST'],
        [462, 380.6, '₹170.86'],
        [508, 380.6, '₹3,587.98'],
        [60, 375.4, 'clear9feet15mmM_2 )'],
        [60, 366, 'HSN:3924'],
      ]),
    );
    expect(invoice.items).toEqual([
      expect.objectContaining({ structuralSku: 'clear9feet15mmM_2', title: 'PVC Table Cover | 48x48 Inch', quantity: 6 }),
    ]);
  });

  it('reads the quantity of an amounts row glued to the SKU line, with a wide gap before the tax type', () => {
    const invoice = readAmazonInvoice(
      positioned([
        ...HEADER_AT(420),
        [32, 400, '1'],
        [60, 400, 'Hanuman Ji Flag Red | 2 Metre'],
        [60, 390, 'B0FLAG0001 ( FLAG RED 2M ) ₹94.29 2 ₹188.58 5%'],
        [428, 390, 'IGST'],
        [462, 390, '₹9.43'],
        [508, 390, '₹198.01'],
        [60, 380, 'HSN:6307'],
      ]),
    );
    expect(invoice.items).toEqual([
      expect.objectContaining({ structuralSku: 'FLAG RED 2M', title: 'Hanuman Ji Flag Red | 2 Metre', quantity: 2 }),
    ]);
  });

  it('opens the next row at a number in the Sl. No column even when the row before read no amounts', () => {
    const invoice = readAmazonInvoice(
      positioned([
        ...HEADER_AT(420),
        [32, 400, '1'],
        [60, 400, 'Kashi Chandan B0ABCDE123 ( KK-X2KQ-2DRV )'],
        [32, 380, '2'],
        [60, 380, 'Horse Shoe Nail B0SSGN0060 ( SSGN006001 )'],
        [262, 374.8, '₹120.00'],
        [334, 374.8, '2'],
        [352, 374.8, '₹240.00'],
      ]),
    );
    expect(invoice.items.map(({ structuralSku, quantity }) => ({ structuralSku, quantity }))).toEqual([
      { structuralSku: 'KK-X2KQ-2DRV', quantity: null },
      { structuralSku: 'SSGN006001', quantity: 2 },
    ]);
  });

  it('reads an amounts row whose quantity sits a fraction higher, on the line of `ASIN (`, and the next row', () => {
    const invoice = readAmazonInvoice(
      positioned([
        ...HEADER_AT(420),
        [32, 400, '1'],
        [60, 400, 'PVC Table Cover | 48x48 Inch | B0B4P3Y4H6 ('],
        [334, 395.1, '6'],
        [262, 394.8, '₹313.33'],
        [352, 394.8, '₹1,879.98'],
        [398, 394.8, '5%'],
        [428, 394.8, 'IGST'],
        [60, 389.6, 'clear9feet15mmM_2 )'],
        [60, 380, 'HSN:3924'],
        [32, 370, '2'],
        [60, 370, 'Horse Shoe Nail B0SSGN0060 ( SSGN006001 )'],
        [262, 364.8, '₹120.00'],
        [334, 364.8, '2'],
        [352, 364.8, '₹240.00'],
      ]),
    );
    expect(invoice.items.map(({ structuralSku, quantity }) => ({ structuralSku, quantity }))).toEqual([
      { structuralSku: 'clear9feet15mmM_2', quantity: 6 },
      { structuralSku: 'SSGN006001', quantity: 2 },
    ]);
  });

  it('keeps amounts out of the SKU even without a table header', () => {
    const invoice = readAmazonInvoice(
      positioned([
        [30, 700, 'Order Number: 402-7654321-1234567'],
        [60, 385.8, 'Cover | B0B4P3Y4H6 ('],
        [262, 380.6, '₹313.33 1 ₹313.33 5% IGST ₹15.67 ₹329.00'],
        [60, 375.4, 'clear9feet15mmM_2 )'],
      ]),
    );
    expect(invoice.items[0]?.text).toContain('clear9feet15mmM_2');
    expect(invoice.items[0]?.text).not.toContain('₹');
  });
});

describe('quantityFromAmounts', () => {
  it('takes the integer between the unit price and the net amount', () => {
    expect(quantityFromAmounts('₹61.00 2 ₹122.00 5% IGST ₹6.10 ₹128.10')).toBe(2);
  });

  it('is not fooled by a discount amount after the unit price', () => {
    expect(quantityFromAmounts('₹45.00 -₹10.00 4 ₹140.00 5% IGST ₹7.00 ₹147.00')).toBe(4);
    expect(quantityFromAmounts('₹ 45.00 ₹ 10.00 12 ₹ 420.00')).toBe(12);
  });

  it('reads nothing from a tax-only line', () => {
    expect(quantityFromAmounts('2.5% SGST ₹4.50')).toBeNull();
    expect(quantityFromAmounts('Pack of 2 ₹40.00')).toBeNull();
  });
});
