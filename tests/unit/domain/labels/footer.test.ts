import { describe, expect, it } from 'vitest';
import {
  FOOTER_FONT_SIZE,
  FOOTER_NAME_LIMIT,
  fitFooter,
  footerText,
  orderFooterText,
  wrapFooter,
} from '../../../../src/domain/labels/footer';

describe('footerText', () => {
  it('writes quantity, category and name', () => {
    expect(footerText(2, 'Kashi Ashtagandh Chandan Powder 500 Gm', 'Chandan')).toBe(
      '2 X [Chandan] Kashi Ashtagandh Chandan Powder 500 Gm',
    );
  });

  it('puts the name in the brackets when there is no category', () => {
    expect(footerText(1, 'Horse Shoe Nail', null)).toBe('1 X [Horse Shoe Nail]');
  });

  it('cuts a name of more than 80 characters after its last whole word, ending it with …', () => {
    const name = 'Transparent PVC Table Cover Waterproof Dustproof Heavy Duty 1.5 mm Thick Sheet for Dining Table';
    expect(FOOTER_NAME_LIMIT).toBe(80);
    expect(footerText(3, name, 'Camphor')).toBe(
      '3 X [Camphor] Transparent PVC Table Cover Waterproof Dustproof Heavy Duty 1.5 mm Thick Sheet…',
    );
    expect(footerText(3, name, null)).toBe(
      '3 X [Transparent PVC Table Cover Waterproof Dustproof Heavy Duty 1.5 mm Thick Sheet…]',
    );
    expect(footerText(3, 'x'.repeat(80), null)).toBe(`3 X [${'x'.repeat(80)}]`);
  });

  it('keeps a word that ends exactly at the cut, and cuts a name without spaces at 79 with …', () => {
    expect(footerText(1, `${'a'.repeat(78)} bcd`, null)).toBe(`1 X [${'a'.repeat(78)}…]`);
    expect(footerText(1, `${'a'.repeat(79)} bcd`, null)).toBe(`1 X [${'a'.repeat(79)}…]`);
    expect(footerText(1, 'x'.repeat(81), null)).toBe(`1 X [${'x'.repeat(79)}…]`);
  });

  it('counts Devanagari and ₹ as single characters', () => {
    const name = 'पीतल दीया ₹'.repeat(10);
    const cut = Array.from(footerText(1, name, null).slice(5, -1));
    expect(cut.length).toBeLessThanOrEqual(80);
    expect(cut.join('')).toMatch(/^(पीतल दीया ₹)+पीतल दीया…$/);
  });

  it('uses size 12 for Amazon and 5 for Flipkart', () => {
    expect(FOOTER_FONT_SIZE).toEqual({ amazon: 12, flipkart: 5 });
  });
});

describe('orderFooterText', () => {
  it('gives each item its own quantity and category, joined with &&', () => {
    expect(
      orderFooterText([
        { quantity: 1, name: 'Table Cover', category: 'Covers' },
        { quantity: 2, name: 'Door Curtain', category: 'Curtains' },
        { quantity: 3, name: 'Unknown Thing', category: null },
      ]),
    ).toBe('1 X [Covers] Table Cover && 2 X [Curtains] Door Curtain && 3 X [Unknown Thing]');
  });

  it('cuts each name at 80 characters, with …', () => {
    const long = 'n'.repeat(90);
    const text = orderFooterText([
      { quantity: 1, name: long, category: 'A' },
      { quantity: 1, name: long, category: 'B' },
    ]);
    expect(text).toBe(`1 X [A] ${'n'.repeat(79)}… && 1 X [B] ${'n'.repeat(79)}…`);
  });
});

describe('wrapFooter', () => {
  const measure = (text: string) => Array.from(text).length;

  it('keeps every line within the width, breaking at spaces', () => {
    const { lines, cut } = wrapFooter('1 X [Covers] Table Cover && 2 X [Curtains] Door Curtain', 20, 5, measure);
    expect(cut).toBe(false);
    expect(lines).toEqual(['1 X [Covers] Table', 'Cover && 2 X', '[Curtains] Door', 'Curtain']);
    for (const line of lines) expect(measure(line)).toBeLessThanOrEqual(20);
  });

  it('breaks a word wider than a line', () => {
    expect(wrapFooter('abcdefghij', 4, 5, measure).lines).toEqual(['abcd', 'efgh', 'ij']);
  });

  it('cuts the end with an ellipsis when the lines run out, still within the width', () => {
    const { lines, cut } = wrapFooter('aaaa bbbb cccc dddd eeee', 9, 2, measure);
    expect(cut).toBe(true);
    expect(lines).toEqual(['aaaa bbbb', 'cccc ddd…']);
  });
});

describe('fitFooter', () => {
  const measure = (text: string) => Array.from(text).length;
  const NAME = 'Transparent PVC Table Cover Waterproof Dustproof Heavy Duty 1.5 mm Thick Sheet for Dining Table';
  const item = (category: string) => ({ quantity: 1, name: NAME, category });
  const twoLinesOf = (width: number) => (text: string) => wrapFooter(text, width, 2, measure);

  it('keeps names of 80 when the items fit', () => {
    const fitted = fitFooter([item('Covers')], twoLinesOf(100));
    expect(fitted.cut).toBe(false);
    expect(fitted.lines.join(' ')).toBe(
      '1 X [Covers] Transparent PVC Table Cover Waterproof Dustproof Heavy Duty 1.5 mm Thick Sheet…',
    );
  });

  it('cuts every name shorter, at a word, rather than lose an item', () => {
    const fitted = fitFooter([item('Covers'), item('Flags'), item('Yantra')], twoLinesOf(100));
    expect(fitted.cut).toBe(false);
    expect(fitted.lines.join(' ')).toBe(
      ['Covers', 'Flags', 'Yantra'].map((category) => `1 X [${category}] Transparent PVC Table Cover Waterproof…`).join(' && '),
    );
  });

  it('goes as short as it takes, and no shorter', () => {
    const fitted = fitFooter([item('Covers'), item('Flags'), item('Yantra')], twoLinesOf(60));
    expect(fitted.cut).toBe(false);
    expect(fitted.lines.join(' ')).toBe(
      ['Covers', 'Flags', 'Yantra'].map((category) => `1 X [${category}] Transparent PVC…`).join(' && '),
    );
  });

  it('cuts with an ellipsis when even the shortest names do not fit', () => {
    const fitted = fitFooter(['A', 'B', 'C', 'D', 'E', 'F'].map(item), twoLinesOf(60));
    expect(fitted.cut).toBe(true);
    expect(fitted.lines).toHaveLength(2);
    expect(fitted.lines[0]).toBe('1 X [A] Transparent… && 1 X [B] Transparent… && 1 X [C]');
    expect(fitted.lines[1]).toMatch(/…$/);
  });
});
