import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT_CONFIG } from '../../../../src/domain/labels/sortConfig';
import { sortLabels, type SortableLabel } from '../../../../src/domain/labels/sortOrder';

const label = (sku: string, category: string, courier: string): SortableLabel => ({
  sku,
  name: sku,
  category,
  price: null,
  courier,
});

describe('grouping the merge by courier', () => {
  const labels = [
    label('A-2', 'Kaudi', 'Unknown'),
    label('B-1', 'Chandan', 'E-Kart Logistics'),
    label('C-1', 'Kaudi', 'Delhivery'),
    label('A-1', 'Kaudi', 'E-Kart Logistics'),
    label('D-1', 'Chandan', 'Delhivery'),
  ];

  it('puts each courier’s pages together, A to Z and Unknown last, each sorted by category as configured', () => {
    const sorted = sortLabels(labels, { ...DEFAULT_SORT_CONFIG, groupByCourier: true });
    expect(sorted.map((one) => `${one.courier}:${one.sku}`)).toEqual([
      'Delhivery:D-1',
      'Delhivery:C-1',
      'E-Kart Logistics:B-1',
      'E-Kart Logistics:A-1',
      'Unknown:A-2',
    ]);
  });

  it('leaves the order by category alone when not asked', () => {
    expect(sortLabels(labels, DEFAULT_SORT_CONFIG).map((one) => one.sku)).toEqual(['B-1', 'D-1', 'A-1', 'A-2', 'C-1']);
  });
});
