import { describe, expect, it } from 'vitest';
import { REFERENCE_SKUS, referenceDescription, referenceSku } from '../../../../src/domain/catalogue/referenceTable';

describe('built-in reference table (docs/SPEC.md §3)', () => {
  it('holds about 150 distinct SKUs with a description and a cost price from 10 to 300', () => {
    expect(REFERENCE_SKUS.length).toBeGreaterThan(120);
    expect(REFERENCE_SKUS.length).toBeLessThanOrEqual(150);
    expect(new Set(REFERENCE_SKUS.map((entry) => entry.sku)).size).toBe(REFERENCE_SKUS.length);
    for (const entry of REFERENCE_SKUS) {
      expect(entry.description).not.toBe('');
      expect(entry.costPrice).toBeGreaterThanOrEqual(10);
      expect(entry.costPrice).toBeLessThanOrEqual(300);
    }
  });

  it('finds descriptions by exact SKU', () => {
    expect(referenceDescription('SSHF001001')).toBe('FLAG MEDIUM');
    expect(referenceSku('6L-BCRX-3KUF')).toEqual({
      sku: '6L-BCRX-3KUF',
      description: 'Labdhi Ashtagandha Chandan Tilak Paste, Pack of 2',
      costPrice: 40,
    });
    expect(referenceDescription('sshf001001')).toBeUndefined();
    expect(referenceDescription('NOT-IN-TABLE')).toBeUndefined();
  });
});
