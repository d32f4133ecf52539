// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localDatabase } from '../../../../src/db/localDatabase';
import { CategoriesPage } from '../../../../src/pages/categories/CategoriesPage';
import { categorySelectionStore } from '../../../../src/stores/categorySelection';
import { renderInApp } from '../../../support/renderApp';
import { product } from '../../db/fixtures';
import { freshStation, PACKER, stockedCategory } from '../../../support/stationData';

beforeEach(freshStation);
afterEach(cleanup);

const db = () => localDatabase();

function change(label: string | RegExp, value: string, container: HTMLElement): void {
  fireEvent.change(within(container).getByLabelText(label), { target: { value } });
}

async function openCategory(name: string): Promise<HTMLElement> {
  fireEvent.click(await within(await screen.findByRole('table', { name: 'Categories' })).findByRole('button', { name }));
  return screen.findByRole('region', { name: `Category ${name}` });
}

const shownQuantity = (details: HTMLElement) => within(details).getByTestId('shown-quantity').textContent;

function historyRows(details: HTMLElement): string[][] {
  const table = within(details).queryByRole('table', { name: 'Operation history' });
  if (!table) return [];
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => cell.textContent ?? ''),
    );
}

describe('stock on the Categories & Inventory screen', () => {
  it('shows the selected category with its products', async () => {
    const chandan = stockedCategory('Chandan', 12);
    await db().categories.put(chandan);
    await db().products.bulkPut([
      product({ sku: 'KK-X2KQ-2DRV', platform: 'flipkart', name: 'Chandan Powder 500 Gm', categoryId: chandan.id }),
      product({ sku: 'KK-X2KQ-2DRV', platform: 'amazon', name: 'Chandan Powder 500 Gm', categoryId: chandan.id }),
    ]);
    renderInApp(<CategoriesPage />, '/categories/');
    const details = await openCategory('Chandan');
    expect(shownQuantity(details)).toBe('12');
    const products = await within(details).findByRole('table', { name: 'Products in Chandan' });
    expect(
      within(products)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['KK-X2KQ-2DRVAmazonChandan Powder 500 Gm', 'KK-X2KQ-2DRVFlipkartChandan Powder 500 Gm']);
    await within(details).findByText('No stock movement yet.');
  });

  it("shows a failed read of the category's products as a message, keeping the rest of the screen", async () => {
    const chandan = stockedCategory('Chandan', 12);
    await db().categories.put(chandan);
    await db().products.put(product({ sku: 'KK-X2KQ-2DRV', categoryId: chandan.id }));
    const unreadable = () => {
      throw new Error('disk I/O error');
    };
    db().products.hook('reading', unreadable);
    try {
      renderInApp(<CategoriesPage />, '/categories/');
      const details = await openCategory('Chandan');
      const products = within(details).getByRole('region', { name: 'Products in Chandan' });
      expect((await within(products).findByRole('alert')).textContent).toBe(
        'Failed to fetch products for category: disk I/O error',
      );
      expect(shownQuantity(details)).toBe('12');
    } finally {
      db().products.hook('reading').unsubscribe(unreadable);
    }
  });

  it('adjusts stock with a required reason: one movement by the signed-in user, and the shown quantity changes', async () => {
    const chandan = stockedCategory('Chandan', 12);
    await db().categories.put(chandan);
    renderInApp(<CategoriesPage />, '/categories/');
    const details = await openCategory('Chandan');
    const form = within(details).getByRole('form', { name: 'Adjust stock' });

    fireEvent.click(within(form).getByLabelText('Remove'));
    change('Quantity', '5', form);
    fireEvent.click(within(form).getByRole('button', { name: 'Remove stock' }));
    await within(form).findByText('A reason is required');
    expect(await db().stockMovements.count()).toBe(0);

    change(/^Reason/, 'Damaged in transit', form);
    fireEvent.click(within(form).getByRole('button', { name: 'Remove stock' }));
    await expect.poll(() => shownQuantity(details)).toBe('7');

    const [movement] = await db().stockMovements.toArray();
    expect(movement).toMatchObject({
      categoryId: chandan.id,
      type: 'remove',
      quantity: 5,
      previousQuantity: 12,
      newQuantity: 7,
      reason: 'Damaged in transit',
      performedBy: PACKER,
    });
    const queued = await db().outbox.where('collection').equals('stock_movements').toArray();
    expect(queued.map((entry) => entry.recordId)).toEqual([movement!.id]);
    expect((await db().categories.get(chandan.id))?.inventory?.totalQuantity).toBe(12);
    await expect.poll(() => historyRows(details)).toEqual([[PACKER, 'RemovePending', '−5', '12', '7', 'Damaged in transit']]);
  });

  it('says what a stock form needs, in the inventory service’s words', async () => {
    await db().categories.bulkPut([stockedCategory('Chandan', 12), stockedCategory('Kaudi', 2)]);
    renderInApp(<CategoriesPage />, '/categories/');
    const details = await openCategory('Chandan');
    const adjust = within(details).getByRole('form', { name: 'Adjust stock' });
    fireEvent.click(within(adjust).getByRole('button', { name: 'Add stock' }));
    expect(await within(adjust).findByText('Quantity must be a whole number above 0')).toBeTruthy();
    expect(within(adjust).getByText('A reason is required')).toBeTruthy();

    const transfer = within(details).getByRole('form', { name: 'Transfer' });
    fireEvent.click(within(transfer).getByRole('button', { name: 'Transfer stock' }));
    expect(await within(transfer).findByText('Quantity must be a whole number above 0')).toBeTruthy();

    const threshold = within(details).getByRole('form', { name: 'Threshold' });
    change('Low-stock threshold', '', threshold);
    fireEvent.submit(threshold);
    expect(await within(threshold).findByText('Threshold must be a whole number')).toBeTruthy();
    expect(await db().outbox.count()).toBe(0);
  });

  it('never takes the shown stock below 0', async () => {
    const kaudi = stockedCategory('Kaudi', 3);
    await db().categories.put(kaudi);
    renderInApp(<CategoriesPage />, '/categories/');
    const details = await openCategory('Kaudi');
    const form = within(details).getByRole('form', { name: 'Adjust stock' });
    fireEvent.click(within(form).getByLabelText('Remove'));
    change('Quantity', '10', form);
    await within(form).findByText('Only 3 in stock: the stock will be 0');
    change(/^Reason/, 'Stock count', form);
    fireEvent.click(within(form).getByRole('button', { name: 'Remove stock' }));
    await expect.poll(() => shownQuantity(details)).toBe('0');
    expect(within(details).getByText('Out of stock')).toBeTruthy();
    await expect
      .poll(() => historyRows(details))
      .toEqual([[PACKER, 'RemovePending', 'requested −10, applied −3', '3', '0', 'Stock count']]);
  });

  it('transfers stock to another category and refuses more than the source has', async () => {
    const chandan = stockedCategory('Chandan', 12);
    const kaudi = stockedCategory('Kaudi', 3);
    await db().categories.bulkPut([chandan, kaudi]);
    renderInApp(<CategoriesPage />, '/categories/');
    const details = await openCategory('Chandan');
    const form = within(details).getByRole('form', { name: 'Transfer' });

    fireEvent.click(within(form).getByRole('combobox', { name: 'Transfer to' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Kaudi', hidden: true }));
    change('Quantity', '20', form);
    fireEvent.click(within(form).getByRole('button', { name: 'Transfer stock' }));
    await within(form).findByText('Failed to transfer inventory: Insufficient inventory in source category');

    change('Quantity', '4', form);
    fireEvent.click(within(form).getByRole('button', { name: 'Transfer stock' }));
    await expect.poll(() => shownQuantity(details)).toBe('8');
    await expect
      .poll(() => historyRows(details))
      .toEqual([[PACKER, 'Transfer to KaudiPending', '−4', '12', '8', 'Transfer to Kaudi']]);

    const target = await openCategory('Kaudi');
    expect(shownQuantity(target)).toBe('7');
    await expect
      .poll(() => historyRows(target))
      .toEqual([[PACKER, 'Transfer from ChandanPending', '+4', '—', '—', 'Transfer to Kaudi']]);
  });

  it('changes the threshold, and the low-stock list follows', async () => {
    const chandan = stockedCategory('Chandan', 6);
    await db().categories.put(chandan);
    categorySelectionStore.getState().select(chandan.id);
    renderInApp(<CategoriesPage />, '/categories/');
    const details = await screen.findByRole('region', { name: 'Category Chandan' });
    expect(screen.getByRole('region', { name: 'Low stock' }).textContent).toContain(
      'Every category is above its low-stock threshold.',
    );

    const form = within(details).getByRole('form', { name: 'Threshold' });
    change('Low-stock threshold', '12', form);
    fireEvent.click(within(form).getByRole('button', { name: 'Save threshold' }));

    const lowStock = await screen.findByRole('table', { name: 'Low-stock categories' });
    expect(within(lowStock).getAllByRole('row')[1]?.textContent).toBe('Chandan612Critical0');
    expect((await db().categories.get(chandan.id))?.inventory?.lowStockThreshold).toBe(12);
    expect(await db().stockMovements.count()).toBe(0);
  });

  it('raises a threshold below 1 to 1, and the field shows what was saved; Enter saves', async () => {
    const chandan = stockedCategory('Chandan', 6);
    await db().categories.put(chandan);
    categorySelectionStore.getState().select(chandan.id);
    renderInApp(<CategoriesPage />, '/categories/');
    const details = await screen.findByRole('region', { name: 'Category Chandan' });
    const form = within(details).getByRole('form', { name: 'Threshold' });
    change('Low-stock threshold', '0', form);
    fireEvent.submit(form);

    await expect.poll(async () => (await db().categories.get(chandan.id))?.inventory?.lowStockThreshold).toBe(1);
    await expect.poll(() => (within(form).getByLabelText('Low-stock threshold') as HTMLInputElement).value).toBe('1');
    // The button compares with the category as the live query last read it, which may come a render later.
    await expect
      .poll(() => (within(form).getByRole('button', { name: 'Save threshold' }) as HTMLButtonElement).disabled)
      .toBe(true);
  });
});
