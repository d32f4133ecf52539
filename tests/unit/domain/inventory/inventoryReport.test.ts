import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { inventoryReport, inventoryReportCsv, inventoryReportFileName } from '../../../../src/domain/inventory/inventoryReport';

const NOW = new Date('2025-01-02T10:00:00.000Z');

const categories = [
  { id: 'c1', name: 'Chandan', quantity: 40, threshold: 5, productCount: 3 },
  { id: 'c2', name: 'Kaudi', quantity: 5, threshold: 5, productCount: 1 },
  { id: 'c3', name: 'Flags', quantity: 0, threshold: 5, productCount: 0 },
  { id: 'c4', name: 'Camphor, "Bhimseni"', quantity: 2, threshold: 10, productCount: 2 },
];

describe('the inventory report', () => {
  it('counts categories, quantity, low-stock (not empty) and out-of-stock categories', () => {
    const report = inventoryReport(categories, NOW);
    expect(report).toMatchObject({
      totalCategories: 4,
      totalQuantity: 47,
      lowStockCategories: 2,
      outOfStockCategories: 1,
      generatedAt: '2025-01-02T10:00:00.000Z',
    });
  });

  it('lists id, name, quantity, threshold, status and product count per category', () => {
    expect(inventoryReport(categories, NOW).categories).toEqual([
      { id: 'c1', name: 'Chandan', quantity: 40, threshold: 5, status: 'in-stock', productCount: 3 },
      { id: 'c2', name: 'Kaudi', quantity: 5, threshold: 5, status: 'low-stock', productCount: 1 },
      { id: 'c3', name: 'Flags', quantity: 0, threshold: 5, status: 'out-of-stock', productCount: 0 },
      { id: 'c4', name: 'Camphor, "Bhimseni"', quantity: 2, threshold: 10, status: 'low-stock', productCount: 2 },
    ]);
  });

  it('is empty for no categories', () => {
    expect(inventoryReport([], NOW)).toEqual({
      totalCategories: 0,
      totalQuantity: 0,
      lowStockCategories: 0,
      outOfStockCategories: 0,
      generatedAt: NOW.toISOString(),
      categories: [],
    });
  });

  it('downloads as CSV with a header line and one line per category, quoting what needs it', () => {
    const report = inventoryReport(categories, NOW);
    const csv = inventoryReportCsv(report);
    expect(csv.split('\r\n')[0]).toBe('id,name,quantity,threshold,status,productCount');
    expect(csv).toContain('c4,"Camphor, ""Bhimseni""",2,10,low-stock,2');
    const parsed = Papa.parse<Record<string, string>>(csv, { header: true });
    expect(parsed.data.map((row) => row.name)).toEqual(categories.map((category) => category.name));
    expect(inventoryReportFileName(report)).toBe('inventory-report-2025-01-02.csv');
  });
});
