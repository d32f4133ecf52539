// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localDatabase } from '../../../../src/db/localDatabase';
import { CategoriesPage } from '../../../../src/pages/categories/CategoriesPage';
import { renderInApp } from '../../../support/renderApp';
import { freshStation, stockedCategory } from '../../../support/stationData';
import { product } from '../../db/fixtures';

/** docs/SPEC.md §12: the screen writes its counts with Indian grouping, 1,200 rather than 1200. */

beforeEach(freshStation);
afterEach(cleanup);

/** Chandan, 1,200 in stock against a threshold of 1,500, with 1,000 products (a count the screen makes). */
async function seedChandan(): Promise<void> {
  const chandan = stockedCategory('Chandan', 1200, 1500);
  await localDatabase().categories.put(chandan);
  await localDatabase().products.bulkPut(
    Array.from({ length: 1000 }, (_, at) => product({ sku: `CH-${at}`, categoryId: chandan.id })),
  );
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('counts on the Categories & Inventory screen', () => {
  it('groups the low-stock list’s quantity, threshold and product count', async () => {
    await seedChandan();
    renderInApp(<CategoriesPage />, '/categories/');
    const table = await screen.findByRole('table', { name: 'Low-stock categories' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(cells(row!)).toEqual(['Chandan', '1,200', '1,500', 'Low', '1,000']);
  });

  it("groups a category's product count and its history's quantities before and after", async () => {
    await seedChandan();
    renderInApp(<CategoriesPage />, '/categories/');
    fireEvent.click(
      await within(await screen.findByRole('table', { name: 'Categories' })).findByRole('button', { name: 'Chandan' }),
    );
    const details = await screen.findByRole('region', { name: 'Category Chandan' });
    expect(within(details).getAllByText('Products')[0]?.nextSibling?.textContent).toBe('1,000');

    const form = within(details).getByRole('form', { name: 'Adjust stock' });
    fireEvent.change(within(form).getByLabelText('Quantity'), { target: { value: '300' } });
    fireEvent.change(within(form).getByLabelText(/^Reason/), { target: { value: 'Stock count' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add stock' }));
    const history = within(details).getByRole('region', { name: 'Operation history' });
    const row = await within(history).findByRole('row', { name: /Stock count/ });
    expect(cells(row).slice(3, 6)).toEqual(['+300', '1,200', '1,500']);
  });
});
