// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localDatabase } from '../../../../src/db/localDatabase';
import { saveRecord } from '../../../../src/db/writes';
import { CategoriesPage } from '../../../../src/pages/categories/CategoriesPage';
import { categorySelectionStore } from '../../../../src/stores/categorySelection';
import { authStore } from '../../../../src/stores/useAuth';
import { renderInApp } from '../../../support/renderApp';
import { product } from '../../db/fixtures';
import { freshStation, PACKER, stockedCategory } from '../../../support/stationData';

beforeEach(freshStation);
afterEach(cleanup);

const db = () => localDatabase();

async function categoryRow(name: string): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name: 'Categories' });
  const button = await within(table).findByRole('button', { name });
  return button.closest('tr') as HTMLElement;
}

/** Name, tag, cost price, quantity, threshold, status, products: the row's cells as the user reads them. */
async function rowCells(name: string): Promise<string[]> {
  const row = await categoryRow(name);
  return within(row)
    .getAllByRole('cell')
    .slice(0, 7)
    .map((cell) => cell.textContent ?? '');
}

function change(label: string | RegExp, value: string, container: HTMLElement = document.body): void {
  fireEvent.change(within(container).getByLabelText(label), { target: { value } });
}

describe('the Categories & Inventory screen', () => {
  it('lists each category with its shown quantity, threshold, stock status and product count', async () => {
    const chandan = stockedCategory('Chandan', 12, 5, { tag: 'puja', costPrice: 40 });
    const kaudi = stockedCategory('Kaudi', 3, 10, { tag: '', costPrice: null });
    const camphor = stockedCategory('Camphor', 0, 5);
    await db().categories.bulkPut([chandan, kaudi, camphor]);
    await db().products.bulkPut([
      product({ sku: 'CH-1', categoryId: chandan.id }),
      product({ sku: 'CH-2', categoryId: chandan.id }),
      product({ sku: 'KA-1', categoryId: kaudi.id }),
    ]);
    renderInApp(<CategoriesPage />, '/categories/');

    expect(await rowCells('Chandan')).toEqual(['Chandan', 'puja', '₹40.00', '12', '5', 'In stock', '2']);
    expect(await rowCells('Kaudi')).toEqual(['Kaudi', '', '—', '3', '10', 'Low stock', '1']);
    expect(await rowCells('Camphor')).toEqual(['Camphor', 'puja', '₹40.00', '0', '5', 'Out of stock', '0']);

    const lowStock = screen.getByRole('table', { name: 'Low-stock categories' });
    const severities = within(lowStock)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(severities).toEqual([
      ['Camphor', '0', '5', 'Out of stock', '0'],
      ['Kaudi', '3', '10', 'Critical', '1'],
    ]);
    const report = screen.getByRole('region', { name: 'Inventory report' });
    expect(within(report).getByRole('group', { name: 'Total quantity' }).textContent).toBe('Total quantity15');
    expect(within(report).getByRole('group', { name: 'Out of stock' }).textContent).toBe('Out of stock1');
  });

  it("shows the server's quantity plus the station's pending movements", async () => {
    const chandan = stockedCategory('Chandan', 12);
    await db().categories.put(chandan);
    await saveRecord(db(), 'stockMovements', {
      id: 'movement0000001',
      updated: '',
      deleted: false,
      categoryId: chandan.id,
      type: 'remove',
      quantity: 4,
      previousQuantity: 12,
      newQuantity: 8,
      appliedDelta: -4,
      reason: 'Damaged',
      performedBy: PACKER,
      timestamp: '2025-01-02T11:00:00.000Z',
      metadata: null,
      sequence: 1,
    });
    renderInApp(<CategoriesPage />, '/categories/');

    expect((await rowCells('Chandan'))[3]).toBe('8');
    expect(screen.getByRole('img', { name: '1 pending movement; the server has 12' })).toBeTruthy();
  });

  it('creates a category from the form, with its name required', async () => {
    renderInApp(<CategoriesPage />, '/categories/');
    fireEvent.click(await screen.findByRole('button', { name: 'New category' }));
    const dialog = await screen.findByRole('dialog', { name: 'New category' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create category' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();

    change(/^Name/, '  Gomti Chakra ', dialog);
    change('Description', 'Natural gomti chakra', dialog);
    change('Tag', 'puja', dialog);
    change(/^Cost price/, '35.5', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create category' }));

    expect(await rowCells('Gomti Chakra')).toEqual(['Gomti Chakra', 'puja', '₹35.50', '0', '5', 'Out of stock', '0']);
    const [stored] = await db().categories.toArray();
    expect(stored).toMatchObject({
      name: 'Gomti Chakra',
      description: 'Natural gomti chakra',
      tag: 'puja',
      costPrice: 35.5,
      inventory: null,
    });
    expect((await db().outbox.toArray()).map((entry) => [entry.collection, entry.recordId])).toEqual([
      ['categories', stored!.id],
    ]);
    expect(categorySelectionStore.getState().selectedId).toBe(stored!.id);
    await screen.findByRole('region', { name: 'Category Gomti Chakra' });
  });

  it('writes quantities and thresholds in Indian grouping (docs/SPEC.md §12)', async () => {
    await db().categories.put(stockedCategory('Kaudi', 123_456, 12_345, { tag: 'shells', costPrice: 1234.5 }));
    renderInApp(<CategoriesPage />, '/categories/');
    expect(await rowCells('Kaudi')).toEqual(['Kaudi', 'shells', '₹1,234.50', '1,23,456', '12,345', 'In stock', '0']);
  });

  it('refuses a name another category has, ignoring case and surrounding spaces, on create and rename', async () => {
    await db().categories.bulkPut([stockedCategory('Chandan', 3), stockedCategory('Kaudi', 3)]);
    renderInApp(<CategoriesPage />, '/categories/');
    fireEvent.click(await screen.findByRole('button', { name: 'New category' }));
    const dialog = await screen.findByRole('dialog', { name: 'New category' });
    change(/^Name/, '  chandan ', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create category' }));
    expect(await within(dialog).findByText("A category named 'Chandan' already exists")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Edit Kaudi' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Kaudi' });
    change(/^Name/, 'CHANDAN', edit);
    fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await within(edit).findByText("A category named 'Chandan' already exists")).toBeTruthy();
    expect((await db().categories.toArray()).map((entry) => entry.name).sort()).toEqual(['Chandan', 'Kaudi']);
    expect(await db().outbox.count()).toBe(0);
  });

  it('edits a category', async () => {
    const kaudi = stockedCategory('Kaudi', 3);
    await db().categories.put(kaudi);
    renderInApp(<CategoriesPage />, '/categories/');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Kaudi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Kaudi' });
    expect((within(dialog).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Kaudi');
    change('Tag', 'shells', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect.poll(async () => (await rowCells('Kaudi'))[1]).toBe('shells');
    expect((await db().categories.get(kaudi.id))?.tag).toBe('shells');
  });

  it('deletes a category after showing the products that become uncategorized', async () => {
    const flags = stockedCategory('Flags', 7);
    const diya = stockedCategory('Diya', 2);
    await db().categories.bulkPut([flags, diya]);
    await db().products.bulkPut([
      product({ sku: 'FLAG RED 2M', platform: 'amazon', name: 'Hanuman Ji Flag Red', categoryId: flags.id }),
      product({ sku: 'FLAG RED 2M', platform: 'flipkart', name: 'Hanuman Ji Flag Red', categoryId: flags.id }),
      product({ sku: 'DIYA-BRASS', name: 'Brass diya', categoryId: diya.id }),
    ]);
    categorySelectionStore.getState().select(flags.id);
    // Only an admin deletes a category (roles.test.tsx).
    const user = authStore.getState().user;
    if (user) authStore.setState({ user: { ...user, role: 'admin' } });
    renderInApp(<CategoriesPage />, '/categories/');

    fireEvent.click(await screen.findByRole('button', { name: 'Delete Flags' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Flags?' });
    await within(dialog).findByText('2 products use this category');
    within(dialog).getByText('Its stock of 7 goes with it');
    within(dialog).getByText('They will become uncategorized.');
    const listed = within(within(dialog).getByRole('table', { name: 'Products using Flags' }))
      .getAllByRole('row')
      .slice(1);
    expect(listed.map((row) => row.textContent)).toEqual([
      'FLAG RED 2MAmazonHanuman Ji Flag Red',
      'FLAG RED 2MFlipkartHanuman Ji Flag Red',
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete category' }));

    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete Flags' })).toBeNull());
    const products = await db().products.toArray();
    expect(products.filter((entry) => entry.sku === 'FLAG RED 2M').map((entry) => entry.categoryId)).toEqual(['', '']);
    expect(products.find((entry) => entry.sku === 'DIYA-BRASS')?.categoryId).toBe(diya.id);
    expect((await db().categories.get(flags.id))?.deleted).toBe(true);
    expect(categorySelectionStore.getState().selectedId).toBeNull();
    expect(await rowCells('Diya')).toEqual(['Diya', 'puja', '₹40.00', '2', '5', 'Low stock', '1']);
  });
});
