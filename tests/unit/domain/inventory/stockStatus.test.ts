import { describe, expect, it } from 'vitest';
import { lowStockList } from '../../../../src/domain/inventory/lowStock';
import {
  categoryStock,
  DEFAULT_LOW_STOCK_THRESHOLD,
  inventoryOrDefault,
  isLowStock,
  lowStockSeverity,
  normalizedThreshold,
  stockStatus,
  type CategoryStock,
} from '../../../../src/domain/inventory/stockStatus';

const NOW = '2025-01-02T10:00:00.000Z';

describe('category stock status', () => {
  it('is out-of-stock at 0, low-stock at or below the threshold, otherwise in-stock', () => {
    expect(stockStatus(0, 5)).toBe('out-of-stock');
    expect(stockStatus(1, 5)).toBe('low-stock');
    expect(stockStatus(5, 5)).toBe('low-stock');
    expect(stockStatus(6, 5)).toBe('in-stock');
    expect(stockStatus(100, 5)).toBe('in-stock');
  });

  it('counts low stock at or below the threshold', () => {
    expect(isLowStock(5, 5)).toBe(true);
    expect(isLowStock(0, 5)).toBe(true);
    expect(isLowStock(6, 5)).toBe(false);
  });
});

describe('low-stock severity', () => {
  it('is out-of-stock at 0, critical at most half the threshold, otherwise low', () => {
    expect(lowStockSeverity(0, 10)).toBe('out-of-stock');
    expect(lowStockSeverity(1, 10)).toBe('critical');
    expect(lowStockSeverity(5, 10)).toBe('critical');
    expect(lowStockSeverity(6, 10)).toBe('low');
    expect(lowStockSeverity(10, 10)).toBe('low');
  });

  it('uses 0.5 times the threshold, which can be a fraction', () => {
    expect(lowStockSeverity(2, 5)).toBe('critical');
    expect(lowStockSeverity(3, 5)).toBe('low');
  });
});

describe('the threshold', () => {
  it('is at least 1: smaller values are raised to 1', () => {
    expect(normalizedThreshold(0)).toBe(1);
    expect(normalizedThreshold(-4)).toBe(1);
    expect(normalizedThreshold(1)).toBe(1);
    expect(normalizedThreshold(12)).toBe(12);
  });

  it('falls back to the default 5 when it is not a number', () => {
    expect(DEFAULT_LOW_STOCK_THRESHOLD).toBe(5);
    expect(normalizedThreshold(Number.NaN)).toBe(5);
  });

  it('is raised before the status is decided: a threshold of 0 still makes 1 low', () => {
    expect(stockStatus(1, 0)).toBe('low-stock');
    expect(stockStatus(2, 0)).toBe('in-stock');
  });
});

describe('a category without inventory', () => {
  it('has quantity 0, threshold 5 and product count 0', () => {
    expect(inventoryOrDefault(null, NOW)).toEqual({ totalQuantity: 0, lowStockThreshold: 5, lastUpdated: NOW, productCount: 0 });
    expect(categoryStock({ id: 'a', name: 'Chandan', inventory: null })).toEqual({
      id: 'a',
      name: 'Chandan',
      quantity: 0,
      threshold: 5,
      productCount: 0,
    });
  });

  it('keeps a stored inventory, and takes the shown quantity and product count when given', () => {
    const inventory = { totalQuantity: 8, lowStockThreshold: 0, lastUpdated: NOW, productCount: 2 };
    expect(inventoryOrDefault(inventory, 'later')).toBe(inventory);
    expect(categoryStock({ id: 'a', name: 'Chandan', inventory })).toMatchObject({ quantity: 8, threshold: 1, productCount: 2 });
    expect(categoryStock({ id: 'a', name: 'Chandan', inventory }, { quantity: 3, productCount: 7 })).toMatchObject({
      quantity: 3,
      productCount: 7,
    });
  });
});

describe('the low-stock list', () => {
  const stock = (name: string, quantity: number, threshold = 10, productCount = 1): CategoryStock => ({
    id: `id-${name}`,
    name,
    quantity,
    threshold,
    productCount,
  });

  it('holds only categories at or below their threshold', () => {
    const list = lowStockList([stock('Flags', 11), stock('Camphor', 10), stock('Diya', 40)]);
    expect(list.map((entry) => entry.categoryName)).toEqual(['Camphor']);
  });

  it('is sorted out-of-stock, then critical, then low', () => {
    const list = lowStockList([
      stock('Low', 8),
      stock('Critical', 5),
      stock('Empty', 0),
      stock('Low 2', 9),
      stock('Critical 2', 1),
    ]);
    expect(list.map((entry) => [entry.categoryName, entry.severity])).toEqual([
      ['Empty', 'out-of-stock'],
      ['Critical', 'critical'],
      ['Critical 2', 'critical'],
      ['Low', 'low'],
      ['Low 2', 'low'],
    ]);
  });

  it('gives each entry the fields of the specification', () => {
    expect(lowStockList([stock('Chandan', 2, 5, 3)])).toEqual([
      {
        categoryId: 'id-Chandan',
        categoryName: 'Chandan',
        currentQuantity: 2,
        lowStockThreshold: 5,
        severity: 'critical',
        productCount: 3,
      },
    ]);
  });
});
