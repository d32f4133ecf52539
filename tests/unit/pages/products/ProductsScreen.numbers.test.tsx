// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localDatabase } from '../../../../src/db/localDatabase';
import { saveRecords } from '../../../../src/db/writes';
import { ProductsScreen } from '../../../../src/pages/products/ProductsScreen';
import { productFiltersStores } from '../../../../src/stores/productFilters';
import { renderInApp } from '../../../support/renderApp';
import { category, product } from '../../db/fixtures';
import { laidOutViewport } from '../../../support/laidOutViewport';

/**
 * docs/SPEC.md §12: the price fields of the product form and of bulk edit take exactly what was
 * typed or refuse it with the rule's message; none rewrites it.
 */

laidOutViewport();

const db = localDatabase();
const chandan = category({ name: 'Chandan', costPrice: 40 });
const powder = product({
  sku: 'CH-PW-0001',
  name: 'Chandan powder 100 g',
  platform: 'amazon',
  categoryId: chandan.id,
  sellingPrice: 99,
  customCostPrice: 30,
});

beforeEach(async () => {
  await Promise.all([db.products.clear(), db.categories.clear(), db.outbox.clear()]);
  for (const store of Object.values(productFiltersStores)) {
    store.getState().clearFilters();
    store.getState().clearSelection();
  }
  await saveRecords(db, 'categories', [chandan]);
  await saveRecords(db, 'products', [powder]);
  await db.outbox.clear();
});
afterEach(cleanup);

const SELLING = 'Selling price must be a number of 0 or more';
const CUSTOM = 'Custom cost price must be a number of 0 or more, or empty';
const PAISE = 'Amounts have at most 2 decimals (paise)';

async function productForm(): Promise<HTMLElement> {
  renderInApp(<ProductsScreen screen="all" />);
  await screen.findByText('Showing 1 of 1');
  fireEvent.click(screen.getByRole('button', { name: 'CH-PW-0001' }));
  return screen.findByRole('form', { name: 'Edit product' });
}

async function bulkForm(field: 'sellingPrice' | 'customCostPrice'): Promise<HTMLElement> {
  renderInApp(<ProductsScreen screen="all" />);
  await screen.findByText('Showing 1 of 1');
  fireEvent.click(screen.getByLabelText('Select all 1 shown products'));
  fireEvent.click(screen.getByRole('button', { name: 'Edit selected…' }));
  const form = await screen.findByRole('form', { name: 'Bulk edit' });
  fireEvent.change(within(form).getByLabelText('Field to change'), { target: { value: field } });
  return form;
}

/** Types `text` into the emptied field and submits with Enter, as a user would. */
async function typeAndEnter(form: HTMLElement, label: string | RegExp, text: string): Promise<HTMLInputElement> {
  const user = userEvent.setup();
  const field = within(form).getByLabelText(label) as HTMLInputElement;
  await user.clear(field);
  await user.type(field, `${text}{Enter}`);
  return field;
}

const stored = async () => db.products.get(powder.id);

describe('price fields on the products screens', () => {
  it.each([
    [/^Selling price/, '-5', SELLING],
    [/^Selling price/, 'abc', SELLING],
    [/^Selling price/, '12.345', PAISE],
    [/^Custom cost price/, '-5', CUSTOM],
    [/^Custom cost price/, 'abc', CUSTOM],
    [/^Custom cost price/, '12.345', PAISE],
  ])('the product form refuses %s typed as %s', async (label, typed, message) => {
    const form = await productForm();
    const field = await typeAndEnter(form, label, typed);
    expect(await within(form).findByText(message)).toBeTruthy();
    expect(field.value).toBe(typed);
    expect(await stored()).toMatchObject({ sellingPrice: 99, customCostPrice: 30 });
    expect(await db.outbox.count()).toBe(0);
  });

  it.each([
    ['0', { sellingPrice: 0 }],
    ['2.5', { sellingPrice: 2.5 }],
    ['12.34', { sellingPrice: 12.34 }],
  ])('the product form saves a selling price typed as %s exactly', async (typed, saved) => {
    const form = await productForm();
    await typeAndEnter(form, /^Selling price/, typed);
    await expect.poll(async () => (await stored())?.sellingPrice).toBe(saved.sellingPrice);
  });

  it.each([
    ['0', 0],
    ['2.5', 2.5],
    ['12.34', 12.34],
  ])('the product form saves a custom cost price typed as %s exactly', async (typed, saved) => {
    const form = await productForm();
    await typeAndEnter(form, /^Custom cost price/, typed);
    await expect.poll(async () => (await stored())?.customCostPrice).toBe(saved);
  });

  it.each([
    ['sellingPrice', 'New selling price', '-5', SELLING],
    ['sellingPrice', 'New selling price', 'abc', SELLING],
    ['sellingPrice', 'New selling price', '12.345', PAISE],
    ['customCostPrice', /^New custom cost price/, '-5', CUSTOM],
    ['customCostPrice', /^New custom cost price/, 'abc', CUSTOM],
    ['customCostPrice', /^New custom cost price/, '12.345', PAISE],
  ] as const)('bulk edit of %s refuses %s typed as %s', async (field, label, typed, message) => {
    const form = await bulkForm(field);
    const input = await typeAndEnter(form, label, typed);
    expect(await within(form).findByText(message)).toBeTruthy();
    expect(input.value).toBe(typed);
    expect(await stored()).toMatchObject({ sellingPrice: 99, customCostPrice: 30 });
    expect(await db.outbox.count()).toBe(0);
  });

  it.each([
    ['sellingPrice', 'New selling price', '0', 0],
    ['sellingPrice', 'New selling price', '2.5', 2.5],
    ['customCostPrice', /^New custom cost price/, '0', 0],
    ['customCostPrice', /^New custom cost price/, '12.34', 12.34],
  ] as const)('bulk edit of %s saves %s typed as %s exactly', async (field, label, typed, saved) => {
    const form = await bulkForm(field);
    await typeAndEnter(form, label, typed);
    await expect.poll(async () => (await stored())?.[field]).toBe(saved);
  });
});
