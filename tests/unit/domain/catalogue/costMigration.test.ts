import { describe, expect, it } from 'vitest';
import { costMigrationPreview } from '../../../../src/domain/catalogue/costMigration';
import { category, product } from '../../db/fixtures';

describe('the cost migration preview', () => {
  it("averages each category's custom costs, rounded to 2 decimals, and names the products to clear", () => {
    const chandan = category({ id: 'chandan', name: 'Chandan', costPrice: null });
    const products = [
      product({ id: 'p1', categoryId: 'chandan', customCostPrice: 10 }),
      product({ id: 'p2', categoryId: 'chandan', customCostPrice: 10 }),
      product({ id: 'p3', categoryId: 'chandan', customCostPrice: 11 }),
    ];
    expect(costMigrationPreview([chandan], products)).toEqual({
      categories: [
        {
          categoryId: 'chandan',
          categoryName: 'Chandan',
          oldCost: null,
          newCost: 10.33,
          productsAffected: 3,
          productIds: ['p1', 'p2', 'p3'],
        },
      ],
      productsAffected: 3,
    });
  });

  it('leaves out products without custom cost, uncategorized, deleted, or whose category is gone', () => {
    const live = category({ id: 'live', name: 'Live', costPrice: 5 });
    const gone = category({ id: 'gone', name: 'Gone', deleted: true });
    const products = [
      product({ id: 'a', categoryId: 'live', customCostPrice: null }),
      product({ id: 'b', categoryId: '', customCostPrice: 9 }),
      product({ id: 'c', categoryId: 'live', customCostPrice: 9, deleted: true }),
      product({ id: 'd', categoryId: 'gone', customCostPrice: 9 }),
      product({ id: 'e', categoryId: 'missing', customCostPrice: 9 }),
    ];
    expect(costMigrationPreview([live, gone], products)).toEqual({ categories: [], productsAffected: 0 });
  });

  it('counts a custom cost of 0 as a cost', () => {
    const preview = costMigrationPreview(
      [category({ id: 'x', name: 'X' })],
      [product({ categoryId: 'x', customCostPrice: 0 }), product({ categoryId: 'x', customCostPrice: 20 })],
    );
    expect(preview.categories[0]?.newCost).toBe(10);
  });
});
