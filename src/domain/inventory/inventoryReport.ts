import { toCsv } from '../csvText';
import { stockStatus, type CategoryStock, type StockStatus } from './stockStatus';

interface InventoryReportRow {
  id: string;
  name: string;
  quantity: number;
  threshold: number;
  status: StockStatus;
  productCount: number;
}

/** docs/SPEC.md §3's inventory report. */
export interface InventoryReport {
  totalCategories: number;
  totalQuantity: number;
  /** Categories low but not out of stock. */
  lowStockCategories: number;
  outOfStockCategories: number;
  /** ISO time. */
  generatedAt: string;
  categories: InventoryReportRow[];
}

export function inventoryReport(categories: readonly CategoryStock[], now: Date): InventoryReport {
  const rows = categories.map((category) => ({
    id: category.id,
    name: category.name,
    quantity: category.quantity,
    threshold: category.threshold,
    status: stockStatus(category.quantity, category.threshold),
    productCount: category.productCount,
  }));
  return {
    totalCategories: rows.length,
    totalQuantity: rows.reduce((sum, row) => sum + row.quantity, 0),
    lowStockCategories: rows.filter((row) => row.status === 'low-stock').length,
    outOfStockCategories: rows.filter((row) => row.status === 'out-of-stock').length,
    generatedAt: now.toISOString(),
    categories: rows,
  };
}

const INVENTORY_REPORT_COLUMNS = ['id', 'name', 'quantity', 'threshold', 'status', 'productCount'] as const;

/** The report's rows as CSV, one line per category, with a header line. */
export function inventoryReportCsv(report: InventoryReport): string {
  return toCsv(
    INVENTORY_REPORT_COLUMNS,
    report.categories.map((row) => INVENTORY_REPORT_COLUMNS.map((column) => row[column])),
  );
}

/** A file name for the downloaded report: inventory-report-yyyy-MM-dd.csv from generatedAt. */
export function inventoryReportFileName(report: InventoryReport): string {
  return `inventory-report-${report.generatedAt.slice(0, 10)}.csv`;
}
