// @vitest-environment jsdom
import { File } from 'node:buffer';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localDatabase } from '../../../../src/db/localDatabase';
import { CategoriesPage } from '../../../../src/pages/categories/CategoriesPage';
import { renderInApp } from '../../../support/renderApp';
import { product } from '../../db/fixtures';
import { freshStation, stockedCategory } from '../../../support/stationData';

beforeEach(freshStation);
afterEach(cleanup);

const db = () => localDatabase();

/** jsdom's File cannot be read; Node's is the same web API, and the screen reads it as a browser's. */
const csvFile = (bytes: string | Uint8Array, name: string) => new File([bytes], name, { type: 'text/csv' });

describe('category files and cost prices on the Categories & Inventory screen', () => {
  it('previews a categories CSV, naming the categories it overwrites and the rows it skips, then imports it', async () => {
    await db().categories.put(stockedCategory('Kaudi', 3, 5, { tag: 'old' }));
    renderInApp(<CategoriesPage />, '/categories/');
    const section = await screen.findByRole('region', { name: 'Import and export categories' });
    // Saved by a spreadsheet on Windows: the en dash is byte 0x96 of Windows-1252.
    const csv = Buffer.from(
      'name,description,tag,costPrice\nKaudi,Yellow shells \x96 pack of 25,shells,12\nCamphor,Bhimseni,puja,30\n,no name,,\nGuggal,Resin,puja,cheap\n',
      'latin1',
    );
    fireEvent.change(within(section).getByLabelText('Import categories CSV'), {
      target: { files: [csvFile(csv, 'categories.csv')] },
    });

    await within(section).findByText('1 to create, 1 to update, 2 skipped.');
    within(section).getByText('Overwrites the description, tag and cost price the file gives for: Kaudi.');
    expect(
      within(within(section).getByRole('list', { name: 'Skipped rows' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Line 4: Name is required', 'Line 5 (Guggal): Cost price must be a number of 0 or more, or empty']);
    // Nothing is written before the user confirms.
    expect((await db().categories.toArray()).map((entry) => [entry.name, entry.tag])).toEqual([['Kaudi', 'old']]);
    expect(await db().outbox.count()).toBe(0);

    fireEvent.click(within(section).getByRole('button', { name: 'Import 2 categories' }));
    await within(section).findByText('1 created, 1 updated, 2 skipped.');
    expect(within(section).queryByRole('button', { name: 'Import 2 categories' })).toBeNull();
    const stored = (await db().categories.toArray()).map(({ name, description, tag, costPrice }) => ({
      name,
      description,
      tag,
      costPrice,
    }));
    expect(stored.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: 'Camphor', description: 'Bhimseni', tag: 'puja', costPrice: 30 },
      { name: 'Kaudi', description: 'Yellow shells – pack of 25', tag: 'shells', costPrice: 12 },
    ]);
  });

  it('writes nothing when the preview is cancelled', async () => {
    renderInApp(<CategoriesPage />, '/categories/');
    const section = await screen.findByRole('region', { name: 'Import and export categories' });
    fireEvent.change(within(section).getByLabelText('Import categories CSV'), {
      target: { files: [csvFile('name,tag\nCamphor,puja\n', 'new.csv')] },
    });
    await within(section).findByText('1 to create, 0 to update, 0 skipped.');
    fireEvent.click(within(section).getByRole('button', { name: 'Cancel' }));
    expect(within(section).queryByText('1 to create, 0 to update, 0 skipped.')).toBeNull();
    expect(await db().categories.count()).toBe(0);
  });

  it('says which columns a categories CSV needs', async () => {
    renderInApp(<CategoriesPage />, '/categories/');
    const section = await screen.findByRole('region', { name: 'Import and export categories' });
    fireEvent.change(within(section).getByLabelText('Import categories CSV'), {
      target: { files: [csvFile('title,price\nKaudi,3\n', 'wrong.csv')] },
    });
    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toBe(
      'Failed to import categories: Expected columns: name, description, tag, costPrice; found: title, price',
    );
    expect(await db().categories.count()).toBe(0);
  });

  it('previews the cost price migration, then applies it', async () => {
    const chandan = stockedCategory('Chandan', 12, 5, { costPrice: null });
    await db().categories.put(chandan);
    await db().products.bulkPut([
      product({ sku: 'CH-1', categoryId: chandan.id, customCostPrice: 40 }),
      product({ sku: 'CH-2', categoryId: chandan.id, customCostPrice: 45 }),
      product({ sku: 'CH-3', categoryId: chandan.id, customCostPrice: null }),
    ]);
    renderInApp(<CategoriesPage />, '/categories/');
    fireEvent.click(await screen.findByRole('button', { name: 'Migrate cost prices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Migrate cost prices' });
    const table = await within(dialog).findByRole('table', { name: 'Cost price changes' });
    expect(within(table).getAllByRole('row')[1]?.textContent).toBe('Chandan—₹42.502');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Migrate 2 products' }));
    await expect.poll(async () => (await db().categories.get(chandan.id))?.costPrice).toBe(42.5);
    const costs = (await db().products.toArray()).map((entry) => entry.customCostPrice);
    expect(costs).toEqual([null, null, null]);
  });
});
