import { describe, expect, it } from 'vitest';
import { FOOTER_FONT_SIZE, FOOTER_NAME_LIMIT, footerText } from '../../../src/domain/labels/footer';

describe('footerText', () => {
  it('writes quantity, category and name', () => {
    expect(footerText(2, 'Kashi Ashtagandh Chandan Powder 500 Gm', 'Chandan')).toBe('2 X [Chandan] Kashi Ashtagandh Chandan Powder 500 Gm');
  });

  it('puts the name in the brackets when there is no category', () => {
    expect(footerText(1, 'Horse Shoe Nail', null)).toBe('1 X [Horse Shoe Nail]');
  });

  it('cuts the name to 80 characters', () => {
    const name = 'x'.repeat(79) + 'yz';
    expect(FOOTER_NAME_LIMIT).toBe(80);
    expect(footerText(3, name, 'Camphor')).toBe(`3 X [Camphor] ${'x'.repeat(79)}y`);
    expect(footerText(3, name, null)).toBe(`3 X [${'x'.repeat(79)}y]`);
  });

  it('counts Devanagari and ₹ as single characters', () => {
    const name = 'पीतल दीया ₹'.repeat(10);
    expect(Array.from(footerText(1, name, null).slice(5, -1))).toHaveLength(80);
  });

  it('uses size 12 for Amazon and 5 for Flipkart', () => {
    expect(FOOTER_FONT_SIZE).toEqual({ amazon: 12, flipkart: 5 });
  });
});
