// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveCategories, importCategoriesCsv } from '../../../../src/db/categories';
import { localDatabase } from '../../../../src/db/localDatabase';
import { saveRecords } from '../../../../src/db/writes';
import { ExportCatalogueButton } from '../../../../src/pages/products/ExportCatalogueButton';
import { renderInApp } from '../../../support/renderApp';
import { category, product } from '../../db/fixtures';

const db = localDatabase();
let downloads: Map<string, Blob>;

beforeEach(async () => {
  await Promise.all([db.products.clear(), db.categories.clear(), db.outbox.clear()]);
  downloads = new Map();
  const blobs = new Map<string, Blob>();
  // jsdom has no object URLs; these stand in for the browser's.
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.set(this.download, blobs.get(this.href) as Blob);
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** jsdom's Blob has no text(); its FileReader reads it. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

const rowsOf = async (name: string) =>
  Papa.parse<Record<string, string>>(await textOf(downloads.get(name) as Blob), { header: true, skipEmptyLines: true }).data;

describe('Export CSV on the Products screen', () => {
  it('downloads products.csv and categories.csv of the whole catalogue; the categories file imports back unchanged', async () => {
    const chandan = category({ name: 'Chandan', tag: 'puja', costPrice: 40 });
    const kaudi = category({ name: 'Kaudi', tag: '', costPrice: null });
    await saveRecords(db, 'categories', [chandan, kaudi]);
    await saveRecords(db, 'products', [
      product({ sku: 'CH-PW-0001', categoryId: chandan.id, customCostPrice: null }),
      product({ sku: 'SSKAU1234567', platform: 'flipkart', categoryId: kaudi.id, visibility: 'hidden' }),
      product({ sku: 'GONE', deleted: true }),
    ]);

    renderInApp(<ExportCatalogueButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect([...downloads.keys()].sort()).toEqual(['categories.csv', 'products.csv']));

    const products = await rowsOf('products.csv');
    expect(
      products.map((row) => [row.sku, row.platform, row.category, row.costPrice, row.costPriceSource, row.visibility]),
    ).toEqual([
      ['CH-PW-0001', 'amazon', 'Chandan', '40', 'category', 'visible'],
      ['SSKAU1234567', 'flipkart', 'Kaudi', '0', 'default', 'hidden'],
    ]);
    const categories = await rowsOf('categories.csv');
    expect(categories.map((row) => [row.name, row.tag, row.costPrice])).toEqual([
      ['Chandan', 'puja', '40'],
      ['Kaudi', '', ''],
    ]);

    const before = await liveCategories(db);
    const outcome = await importCategoriesCsv(db, await textOf(downloads.get('categories.csv') as Blob));
    expect(outcome).toEqual({ created: 0, updated: 2, skipped: [] });
    const after = await liveCategories(db);
    const fields = ({ id, name, description, tag, costPrice }: (typeof after)[number]) => ({
      id,
      name,
      description,
      tag,
      costPrice,
    });
    expect(after.map(fields)).toEqual(before.map(fields));
  });
});
