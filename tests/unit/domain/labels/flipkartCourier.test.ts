import { describe, expect, it } from 'vitest';
import { readFlipkartLabel } from '../../../../src/domain/labels/formats/flipkart/label';
import { groupLines, type TextPiece } from '../../../../src/domain/labels/textLines';
import { courierOf, courierOfLine } from '../../../../src/domain/orders/couriers';

function page(rows: [number, number, string][][]): ReturnType<typeof groupLines> {
  const pieces: TextPiece[] = rows.flatMap((row) => row.map(([x, y, str]) => ({ str, x, y, width: str.length * 3, height: 6 })));
  return groupLines(pieces);
}

const BELOW_TOP: [number, number, string][][] = [
  [[195, 770, 'AWB No. FMPC0000000000']],
  [
    [195, 740, 'SKU ID | Description'],
    [400, 740, 'QTY'],
  ],
  [
    [195, 728, '1 KK-X2KQ-2DRV | Kashi Chandan Powder'],
    [402, 728, '1'],
  ],
];

describe('the courier of a Flipkart label', () => {
  it('is the name printed before the order id, without the service code (docs/LABELS.md)', () => {
    const label = readFlipkartLabel(
      page([
        [
          [195, 818, 'REG E-Kart Logistics'],
          [262, 818, 'OD123456789012345678'],
          [395, 818, 'COD'],
        ],
        ...BELOW_TOP,
      ]),
      459,
    );
    expect(label.courier).toBe('E-Kart Logistics');
  });

  it('is read from the real shape too: the code and the name as two pieces', () => {
    const label = readFlipkartLabel(
      page([
        [
          [195, 822, 'REG'],
          [212, 822, 'Delhivery'],
          [262, 822, 'OD123456789012345678'],
          [395, 822, 'PREPAID'],
        ],
        ...BELOW_TOP,
      ]),
      459,
    );
    expect(label.courier).toBe('Delhivery');
  });

  it('is empty when nothing stands before the order id', () => {
    const label = readFlipkartLabel(page([[[262, 818, 'OD123456789012345678']], ...BELOW_TOP]), 459);
    expect(label.courier).toBe('');
  });
});

describe('courierOf', () => {
  it('gives Amazon for Amazon Easy Ship, the printed courier for Flipkart, Unknown otherwise', () => {
    expect(courierOf('amazon', '')).toBe('Amazon');
    expect(courierOf('flipkart', '  E-Kart   Logistics ')).toBe('E-Kart Logistics');
    expect(courierOf('flipkart', '')).toBe('Unknown');
    expect(courierOf('meesho', '')).toBe('Unknown');
    expect(courierOfLine({ type: 'amazon', courier: '' })).toBe('Amazon');
    expect(courierOfLine({ type: 'flipkart', courier: 'Ekart' })).toBe('Ekart');
  });
});
