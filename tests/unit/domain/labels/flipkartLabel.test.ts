import { describe, expect, it } from 'vitest';
import { readFlipkartLabel } from '../../../../src/domain/labels/formats/flipkart/label';
import { groupLines, type TextPiece } from '../../../../src/domain/labels/textLines';

function page(rows: [number, number, string][][]): ReturnType<typeof groupLines> {
  const pieces: TextPiece[] = rows.flatMap((row) => row.map(([x, y, str]) => ({ str, x, y, width: str.length * 3, height: 6 })));
  return groupLines(pieces);
}

const BAND_BOTTOM = 459;
const TOP: [number, number, string][][] = [
  [
    [195, 818, 'REG E-Kart Logistics'],
    [262, 818, 'OD123456789012345678'],
    [395, 818, 'COD'],
  ],
  [[195, 770, 'AWB No. FMPC0000000000']],
  [
    [195, 740, 'SKU ID | Description'],
    [400, 740, 'QTY'],
  ],
];

describe('readFlipkartLabel', () => {
  it('reads the docs/LABELS.md label: order id, item rows, wrapped descriptions, quantities from the QTY column', () => {
    const label = readFlipkartLabel(
      page([
        ...TOP,
        [
          [195, 728, '1 KK-X2KQ-2DRV | Kashi Ashtagandh Chandan Powder 500 Gm | Pack of 2'],
          [402, 728, '1'],
        ],
        [[205, 720, 'Pure And Organic |']],
        [
          [195, 710, '2 SSGN006001 | Horse Shoe Nail'],
          [402, 710, '2'],
        ],
        [
          [195, 480, 'Not for resale.'],
          [300, 480, 'Printed at 1947 hrs, 08/10/23'],
        ],
        [[40, 300, 'TOTAL QTY: 3']],
      ]),
      BAND_BOTTOM,
    );
    expect(label.orderId).toBe('OD123456789012345678');
    expect(label.totalQuantity).toBe(3);
    expect(label.items.map(({ structuralSku, title, quantity }) => ({ structuralSku, title, quantity }))).toEqual([
      {
        structuralSku: 'KK-X2KQ-2DRV',
        title: 'Kashi Ashtagandh Chandan Powder 500 Gm | Pack of 2 Pure And Organic',
        quantity: 1,
      },
      { structuralSku: 'SSGN006001', title: 'Horse Shoe Nail', quantity: 2 },
    ]);
  });

  it('stops the description before the QTY column when the quantity is glued to it in one piece', () => {
    const glued = 'TC-KD-4S | Kashi Embroidered Cotton Cloth 4 Seater Table Cover Kashi Decor 2';
    expect(201 + glued.length * 3).toBeGreaterThan(400);
    const label = readFlipkartLabel(
      page([
        ...TOP,
        [
          [195, 728, '1'],
          [201, 728, glued],
        ],
        [[201, 720, 'Maroon']],
        [
          [195, 710, '2'],
          [201, 710, 'SSGN006001 | Horse Shoe Nail Size 10'],
        ],
        [[402, 706, '3']],
        [[40, 300, 'TOTAL QTY: 5']],
      ]),
      BAND_BOTTOM,
    );
    expect(label.items.map(({ structuralSku, title, quantity }) => ({ structuralSku, title, quantity }))).toEqual([
      { structuralSku: 'TC-KD-4S', title: 'Kashi Embroidered Cotton Cloth 4 Seater Table Cover Kashi Decor Maroon', quantity: 2 },
      { structuralSku: 'SSGN006001', title: 'Horse Shoe Nail Size 10', quantity: 3 },
    ]);
  });

  it('keeps spaces and signs inside a SKU', () => {
    const label = readFlipkartLabel(
      page([
        ...TOP,
        [
          [195, 728, '1 FLAG RED 2M+/_X | Hanuman Ji Flag'],
          [402, 728, '4'],
        ],
      ]),
      BAND_BOTTOM,
    );
    expect(label.items[0]).toMatchObject({ structuralSku: 'FLAG RED 2M+/_X', title: 'Hanuman Ji Flag', quantity: 4 });
  });

  it('ignores the invoice below the band and falls back to TOTAL QTY for a single unread quantity', () => {
    const label = readFlipkartLabel(
      page([
        ...TOP,
        [[195, 728, '1 SSGN006001 | Horse Shoe Nail']],
        [
          [40, 326, '1 OTHER-SKU | Not on the label'],
          [332, 326, '9'],
        ],
        [[40, 300, 'TOTAL QTY: 5']],
      ]),
      BAND_BOTTOM,
    );
    expect(label.items).toHaveLength(1);
    expect(label.items[0]?.quantity).toBe(5);
  });

  it('reads a trailing quantity when the header has no QTY column', () => {
    const label = readFlipkartLabel(
      page([[[195, 740, 'SKU ID | Description']], [[195, 728, '1 SSGN006001 | Horse Shoe Nail Pack of 2 3']]]),
      BAND_BOTTOM,
    );
    expect(label.items[0]).toMatchObject({ structuralSku: 'SSGN006001', title: 'Horse Shoe Nail Pack of 2', quantity: 3 });
  });

  it('hands the whole band to later stages when there is no item table', () => {
    const label = readFlipkartLabel(page([[[195, 800, 'OD000000000000000042 SSGN006001 Horse Shoe Nail']]]), BAND_BOTTOM);
    expect(label).toEqual({
      orderId: 'OD000000000000000042',
      totalQuantity: null,
      awb: '',
      courier: '',
      items: [{ title: '', text: 'OD000000000000000042 SSGN006001 Horse Shoe Nail', quantity: null }],
    });
  });

  it('reads the AWB and stops the name before the AWB text under the barcode', () => {
    const label = readFlipkartLabel(
      page([
        [
          [195, 818, 'REG E-Kart Logistics'],
          [262, 818, 'OD123456789012345678'],
          [395, 818, 'COD'],
        ],
        [[195, 770, 'AWB No. FMPP1911852878']],
        [
          [195, 740, 'SKU ID | Description'],
          [400, 740, 'QTY'],
        ],
        [
          [195, 728, '1 A_ClearPlain_4060 | Transparent Table Cover PVC'],
          [402, 728, '1'],
        ],
        [[205, 720, '48x48 Inch Clear']],
        [[240, 690, 'FMPP 1911852878']],
        [[195, 480, 'Not for resale.']],
      ]),
      BAND_BOTTOM,
    );
    expect(label.awb).toBe('FMPP1911852878');
    expect(label.items[0]?.title).toBe('Transparent Table Cover PVC 48x48 Inch Clear');
  });

  it('drops an AWB glued to the end of the last description line', () => {
    const label = readFlipkartLabel(
      page([
        ...TOP,
        [
          [195, 728, '1 A_ClearPlain_4060 | Table Cover PVC'],
          [402, 728, '2'],
        ],
        [[205, 720, 'Clear FMPC0000000000']],
      ]),
      BAND_BOTTOM,
    );
    expect(label.awb).toBe('FMPC0000000000');
    expect(label.items[0]).toMatchObject({ title: 'Table Cover PVC Clear', quantity: 2 });
  });
});
