// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localDatabase } from '../../../../src/db/localDatabase';
import { saveRecords } from '../../../../src/db/writes';
import { ProductsScreen } from '../../../../src/pages/products/ProductsScreen';
import { productFiltersStores, type ProductScreen } from '../../../../src/stores/productFilters';
import { renderInApp } from '../../../support/renderApp';
import { category, product } from '../../db/fixtures';
import { laidOutViewport } from '../../../support/laidOutViewport';

laidOutViewport();

const db = localDatabase();
const chandan = category({ name: 'Chandan', costPrice: 40 });
const kaudi = category({ name: 'Kaudi', costPrice: null });
const powder = product({ sku: 'CH-PW-0001', name: 'Chandan powder 100 g', platform: 'amazon', categoryId: chandan.id });
const shells = product({
  sku: 'SSKAU1234567',
  name: 'Kaudi shells 21 pcs',
  description: 'Cowrie shells',
  platform: 'flipkart',
  categoryId: kaudi.id,
  customCostPrice: 15,
});
const chakra = product({
  sku: 'GOM-CHAK-11',
  name: 'Gomti chakra 11 pcs',
  description: 'From the river',
  platform: 'amazon',
  categoryId: '',
});

beforeEach(async () => {
  await Promise.all([db.products.clear(), db.categories.clear(), db.outbox.clear()]);
  for (const store of Object.values(productFiltersStores)) {
    store.getState().clearFilters();
    store.getState().clearSelection();
  }
});

afterEach(cleanup);

async function seed() {
  await saveRecords(db, 'categories', [chandan, kaudi]);
  await saveRecords(db, 'products', [powder, shells, chakra]);
  // As if already pushed: the outbox then holds only what the screen writes.
  await db.outbox.clear();
}

const show = (which: ProductScreen) => renderInApp(<ProductsScreen screen={which} />);
const rowOf = (sku: string) => screen.getByText(sku).closest('tr') as HTMLElement;
const shownSkus = () => [...document.querySelectorAll('tr[data-sku]')].map((row) => row.getAttribute('data-sku'));

describe('products screen', () => {
  it('says how to start when there are no products', async () => {
    show('all');
    expect(await screen.findByText('No products yet — import a listing file')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Products' })).toBeTruthy();
  });

  it.each([
    ['products', 'Failed to fetch products'],
    ['categories', 'Failed to fetch categories'],
  ] as const)("says which read failed: the %s read gives '%s'", async (table, title) => {
    await seed();
    const fail = () => {
      throw new Error('IndexedDB read failed');
    };
    db[table].hook('reading', fail);
    try {
      show('all');
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain(title);
      expect(alert.textContent).toContain('IndexedDB read failed');
    } finally {
      db[table].hook('reading').unsubscribe(fail);
    }
  });

  it('lists the products from the local database with category and resolved cost price', async () => {
    await seed();
    show('all');
    await screen.findByText('Showing 3 of 3');
    expect(shownSkus()).toEqual(['CH-PW-0001', 'GOM-CHAK-11', 'SSKAU1234567']);
    const powderRow = within(rowOf('CH-PW-0001'));
    expect(powderRow.getByText('Chandan')).toBeTruthy();
    expect(powderRow.getByText('category')).toBeTruthy();
    expect(within(rowOf('GOM-CHAK-11')).getByText('Uncategorized')).toBeTruthy();
    expect(within(rowOf('GOM-CHAK-11')).getByText('default')).toBeTruthy();
    expect(within(rowOf('SSKAU1234567')).getByText('product')).toBeTruthy();
  });

  it('puts only the rows in view into the page, however many products there are', async () => {
    await saveRecords(
      db,
      'products',
      Array.from({ length: 2000 }, (_, at) => product({ sku: `BULK-${at}`, categoryId: '' })),
    );
    show('all');
    await screen.findByText('Showing 2,000 of 2,000');
    const rendered = shownSkus().length;
    expect(rendered).toBeGreaterThan(10);
    expect(rendered).toBeLessThan(60);
    expect(shownSkus()[0]).toBe('BULK-0');
    expect(screen.getByRole('table', { name: 'Products' }).getAttribute('aria-rowcount')).toBe('2001');
  });

  it('narrows the table as the user searches, without regard to case', async () => {
    await seed();
    show('all');
    await screen.findByText('Showing 3 of 3');
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'COWRIE' } });
    await screen.findByText('Showing 1 of 3');
    expect(shownSkus()).toEqual(['SSKAU1234567']);
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'nothing like it' } });
    expect(await screen.findByText('No products match the filters')).toBeTruthy();
  });

  it('sorts by a column header, turning around on a second click', async () => {
    await seed();
    show('all');
    await screen.findByText('Showing 3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Name' }));
    await waitFor(() => expect(shownSkus()).toEqual(['CH-PW-0001', 'GOM-CHAK-11', 'SSKAU1234567']));
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Name' }));
    await waitFor(() => expect(shownSkus()).toEqual(['SSKAU1234567', 'GOM-CHAK-11', 'CH-PW-0001']));
  });

  it('hides the selected products in bulk; they move to Hidden Products, where Show brings them back', async () => {
    await seed();
    const all = show('all');
    await screen.findByText('Showing 3 of 3');
    fireEvent.click(screen.getByLabelText('Select SSKAU1234567 (Flipkart)'));
    fireEvent.click(screen.getByLabelText('Select CH-PW-0001 (Amazon)'));
    expect(screen.getByText('2 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));

    await waitFor(async () => expect((await db.products.get(shells.id))?.visibility).toBe('hidden'));
    expect((await db.products.get(powder.id))?.visibility).toBe('hidden');
    expect((await db.outbox.toArray()).map(({ recordId, payload }) => ({ recordId, payload }))).toEqual(
      expect.arrayContaining([
        { recordId: powder.id, payload: { visibility: 'hidden' } },
        { recordId: shells.id, payload: { visibility: 'hidden' } },
      ]),
    );
    expect(await db.outbox.count()).toBe(2);
    all.unmount();

    show('hidden');
    await screen.findByText('Showing 2 of 2');
    expect(shownSkus()).toEqual(['CH-PW-0001', 'SSKAU1234567']);
    fireEvent.click(screen.getByRole('button', { name: 'Show SSKAU1234567' }));
    await screen.findByText('Showing 1 of 1');
    expect((await db.products.get(shells.id))?.visibility).toBe('visible');
  });

  it("shows a failed bulk edit with the cause, or 'An unknown error occurred' when it has none", async () => {
    await seed();
    show('all');
    await screen.findByText('Showing 3 of 3');
    const fail = () => {
      throw new Error('');
    };
    db.products.hook('reading', fail);
    try {
      fireEvent.click(screen.getByLabelText('Select all 3 shown products'));
      fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('Failed to update products');
      expect(alert.textContent).toContain('An unknown error occurred');
    } finally {
      db.products.hook('reading').unsubscribe(fail);
    }
    expect((await db.products.toArray()).map((row) => row.visibility)).toEqual(['visible', 'visible', 'visible']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('selects every shown product at once and sets their category in bulk', async () => {
    await seed();
    show('all');
    await screen.findByText('Showing 3 of 3');
    fireEvent.change(screen.getByLabelText('Platform'), { target: { value: 'amazon' } });
    await screen.findByText('Showing 2 of 3');
    fireEvent.click(screen.getByLabelText('Select all 2 shown products'));
    fireEvent.click(screen.getByRole('button', { name: 'Edit selected…' }));
    const form = await screen.findByRole('form', { name: 'Bulk edit' });
    fireEvent.change(within(form).getByLabelText('New category'), { target: { value: kaudi.id } });
    fireEvent.submit(form);

    await waitFor(async () => expect((await db.products.get(chakra.id))?.categoryId).toBe(kaudi.id));
    expect((await db.products.get(powder.id))?.categoryId).toBe(kaudi.id);
    expect((await db.products.get(shells.id))?.categoryId).toBe(kaudi.id);
  });

  it('edits only the selected products in view, then clears the selection (docs/SPEC.md §11)', async () => {
    const kaudis = [1, 2, 3, 4, 5].map((n) =>
      product({ sku: `KAU-${n}`, name: `Kaudi shells ${n}`, description: 'Cowrie', platform: 'amazon', categoryId: chandan.id }),
    );
    const gomtis = [1, 2, 3].map((n) =>
      product({ sku: `GOM-${n}`, name: `Gomti chakra ${n}`, description: 'River', platform: 'amazon', categoryId: chandan.id }),
    );
    await saveRecords(db, 'categories', [chandan, kaudi]);
    await saveRecords(db, 'products', [...kaudis, ...gomtis]);
    show('all');
    await screen.findByText('Showing 8 of 8');
    for (const { sku } of kaudis) fireEvent.click(screen.getByLabelText(`Select ${sku} (Amazon)`));
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'gomti' } });
    await screen.findByText('Showing 3 of 8');
    fireEvent.click(screen.getByLabelText('Select GOM-1 (Amazon)'));
    fireEvent.click(screen.getByLabelText('Select GOM-2 (Amazon)'));
    expect(screen.getByText('2 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit selected…' }));
    const form = await screen.findByRole('form', { name: 'Bulk edit' });
    expect(within(form).getByRole('button', { name: 'Apply to 2 products' })).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('New category'), { target: { value: kaudi.id } });
    fireEvent.submit(form);

    await waitFor(() => expect(screen.queryByRole('form', { name: 'Bulk edit' })).toBeNull());
    const categoryOf = async (id: string) => (await db.products.get(id))?.categoryId;
    expect(await Promise.all(gomtis.map((row) => categoryOf(row.id)))).toEqual([kaudi.id, kaudi.id, chandan.id]);
    expect(await Promise.all(kaudis.map((row) => categoryOf(row.id)))).toEqual(Array(5).fill(chandan.id));
    expect(productFiltersStores.all.getState().selected.size).toBe(0);
    expect(screen.queryByText(/selected$/)).toBeNull();

    // A later bulk edit reaches only what is selected then, not the products hidden by the earlier search.
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: '' } });
    await screen.findByText('Showing 8 of 8');
    expect(screen.queryByText(/selected$/)).toBeNull();
    fireEvent.click(screen.getByLabelText('Select GOM-3 (Amazon)'));
    expect(screen.getByText('1 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    await waitFor(async () => expect((await db.products.get(gomtis[2]?.id ?? ''))?.visibility).toBe('hidden'));
    expect((await db.products.toArray()).filter((row) => row.visibility === 'hidden').map((row) => row.sku)).toEqual(['GOM-3']);
    expect(productFiltersStores.all.getState().selected.size).toBe(0);
  });

  it('refuses an empty name or selling price in the product form and in bulk, in the service’s words', async () => {
    await seed();
    show('all');
    await screen.findByText('Showing 3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'CH-PW-0001' }));
    const form = await screen.findByRole('form', { name: 'Edit product' });
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: '  ' } });
    fireEvent.change(within(form).getByLabelText(/^Selling price/), { target: { value: '' } });
    fireEvent.submit(form);
    expect(await within(form).findByText('Name is required')).toBeTruthy();
    expect(within(form).getByText('Selling price must be a number of 0 or more')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Select all 3 shown products'));
    fireEvent.click(screen.getByRole('button', { name: 'Edit selected…' }));
    const bulk = await screen.findByRole('form', { name: 'Bulk edit' });
    fireEvent.change(within(bulk).getByLabelText('Field to change'), { target: { value: 'sellingPrice' } });
    fireEvent.submit(bulk);
    expect(await within(bulk).findByText('Selling price must be a number of 0 or more')).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);
  });

  it('lists products without a live category on Uncategorized Products', async () => {
    await seed();
    await db.categories.update(kaudi.id, { deleted: true });
    show('uncategorized');
    await screen.findByText('Showing 2 of 2');
    expect(shownSkus()).toEqual(['GOM-CHAK-11', 'SSKAU1234567']);
    expect(screen.queryByLabelText('Category')).toBeNull();
  });

  it('opens a product with its resolved cost price and source, and saves an edit with Enter', async () => {
    await seed();
    show('all');
    await screen.findByText('Showing 3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'CH-PW-0001' }));

    expect((await screen.findByLabelText('Resolved cost price')).textContent).toBe('₹40.00');
    expect(screen.getByText('The cost price of its category, Chandan')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Edit product' });
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText(/^Custom cost price/), '33{Enter}');

    await waitFor(async () => expect((await db.products.get(powder.id))?.customCostPrice).toBe(33));
    const entries = await db.outbox.toArray();
    expect(entries.map(({ recordId, payload }) => ({ recordId, payload }))).toEqual([
      { recordId: powder.id, payload: { customCostPrice: 33 } },
    ]);
    await waitFor(() => expect(screen.getByLabelText('Resolved cost price').textContent).toBe('₹33.00'));
  });
});
