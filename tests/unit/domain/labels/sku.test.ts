import { describe, expect, it } from 'vitest';
import { indexCatalogue } from '../../../../src/domain/labels/catalogue';
import { recognizeSku, skuByPattern } from '../../../../src/domain/labels/sku';

const catalogue = indexCatalogue({
  categories: [{ id: 'c1', name: 'Kaudi' }],
  products: [
    { sku: 'KAUDI_25+PACK', platform: 'amazon', name: 'Kaudi Shells', categoryId: 'c1', sellingPrice: 99 },
    { sku: 'FLAG RED 2M', platform: 'flipkart', name: 'Flag', categoryId: 'c1', sellingPrice: 150 },
    { sku: 'FLAG', platform: 'flipkart', name: 'Any flag', categoryId: 'c1', sellingPrice: 10 },
  ],
});

describe('SKU patterns of docs/SPEC.md §5', () => {
  it('finds two-four-four alphanumerics joined by dashes', () => {
    expect(skuByPattern('Kashi Chandan B0ABCDE123 KK-X2KQ-2DRV HSN')).toBe('KK-X2KQ-2DRV');
  });

  it("finds 'SS' + 2 to 4 letters + 6 or 7 digits", () => {
    expect(skuByPattern('Horse Shoe Nail SSGN006001')).toBe('SSGN006001');
    expect(skuByPattern('SSABCD1234567 x')).toBe('SSABCD1234567');
    expect(skuByPattern('SSG006001 SSABCDE123456 SSGN00600')).toBeUndefined();
  });

  it('does not take a pattern out of a longer token', () => {
    expect(skuByPattern('XKK-X2KQ-2DRV')).toBeUndefined();
    expect(skuByPattern('KK-X2KQ-2DRV9')).toBeUndefined();
  });

  it('takes the pattern that comes first in the text', () => {
    expect(skuByPattern('SSGN006001 then KK-X2KQ-2DRV')).toBe('SSGN006001');
  });
});

describe('recognizeSku', () => {
  it('prefers the structural SKU over everything else', () => {
    expect(recognizeSku(' ABC  (2 pack) ', 'KAUDI_25+PACK KK-X2KQ-2DRV', 'amazon', catalogue)).toEqual({
      sku: 'ABC (2 pack)',
      source: 'structure',
    });
  });

  it('spells a structural SKU as the catalogue does, even when cut into pieces', () => {
    expect(recognizeSku('kaudi_25 +pack', '', 'amazon', catalogue)).toEqual({ sku: 'KAUDI_25+PACK', source: 'structure' });
    expect(recognizeSku('FLAG  RED 2M', '', 'flipkart', catalogue)).toEqual({ sku: 'FLAG RED 2M', source: 'structure' });
  });

  it('rejoins a cut structural SKU unknown to the catalogue only when that makes it a pattern', () => {
    expect(recognizeSku('KK-X2 KQ-2DRV', '', 'amazon', catalogue)).toEqual({ sku: 'KK-X2KQ-2DRV', source: 'structure' });
    expect(recognizeSku('GOMT I/CHAK RA-11', '', 'amazon', catalogue)).toEqual({ sku: 'GOMT I/CHAK RA-11', source: 'structure' });
  });

  it('then a catalogue SKU found in the text, the longest one, even off pattern', () => {
    expect(recognizeSku(undefined, 'Shells kaudi_25+pack KK-X2KQ-2DRV', 'amazon', catalogue)).toEqual({
      sku: 'KAUDI_25+PACK',
      source: 'catalogue',
    });
    expect(recognizeSku(undefined, 'Hanuman FLAG RED 2M banner', 'flipkart', catalogue)).toEqual({
      sku: 'FLAG RED 2M',
      source: 'catalogue',
    });
  });

  it('then the patterns, and nothing when nothing matches', () => {
    expect(recognizeSku(undefined, 'Chandan KK-X2KQ-2DRV', 'amazon', catalogue)).toEqual({
      sku: 'KK-X2KQ-2DRV',
      source: 'pattern',
    });
    expect(recognizeSku(undefined, 'Rudraksha Mala', 'amazon', catalogue)).toEqual({ sku: '', source: 'none' });
  });
});

describe('catalogue lookup', () => {
  it('matches exactly, then ignoring case and spaces, own platform first', () => {
    expect(catalogue.find('FLAG RED 2M', 'flipkart')?.product.name).toBe('Flag');
    expect(catalogue.find('flag  red 2m', 'amazon')?.product.platform).toBe('flipkart');
    expect(catalogue.find('KAUDI_25+PACK', 'amazon')?.category?.name).toBe('Kaudi');
    expect(catalogue.find('NOPE', 'amazon')).toBeUndefined();
  });
});
