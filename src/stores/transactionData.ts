import type { AppDatabase } from '../db/database';
import { liveTransactions } from '../db/transactions';
import { dataSpan, type CostCatalogue } from '../domain/transactions/transactionFigures';
import { moneyLinesOf, type MoneyLine } from '../domain/transactions/moneyLines';
import type { TransactionData } from '../domain/transactions/transactionRecord';
import { readableRows } from '../db/readableRows';

/** The stored transactions as the screen's money lines, and the span of all of them (transfers included). */
export async function transactionLines(
  db: AppDatabase,
): Promise<{ lines: MoneyLine[]; span: { from: string; to: string } | null }> {
  const data = (await liveTransactions(db)).map((record) => record.data as TransactionData);
  return { lines: moneyLinesOf(data), span: dataSpan(data) };
}

/** Products and categories as the cost resolution needs them. */
export async function costCatalogue(db: AppDatabase): Promise<CostCatalogue> {
  const [productRows, categoryRows] = await Promise.all([db.products.toArray(), db.categories.toArray()]);
  const [products, categories] = [readableRows(db, 'products', productRows), readableRows(db, 'categories', categoryRows)];
  return {
    products: products.map(({ sku, platform, customCostPrice, categoryId, deleted }) => ({
      sku,
      platform,
      customCostPrice,
      categoryId,
      deleted,
    })),
    categories: categories.map(({ id, name, costPrice, deleted }) => ({ id, name, costPrice, deleted })),
  };
}
