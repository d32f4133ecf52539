// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localDatabase } from '../../../../src/db/localDatabase';
import { saveRecords } from '../../../../src/db/writes';
import { ProductDetailsDrawer } from '../../../../src/pages/products/ProductDetailsDrawer';
import { ProductsScreen } from '../../../../src/pages/products/ProductsScreen';
import { productFiltersStores } from '../../../../src/stores/productFilters';
import { authStore } from '../../../../src/stores/useAuth';
import { failWrites } from '../../../support/failingWrites';
import { renderInApp } from '../../../support/renderApp';
import { freshStation } from '../../../support/stationData';
import { product } from '../../db/fixtures';
import { laidOutViewport } from '../../../support/laidOutViewport';

/** A failed attempt's message goes when the next attempt starts, and comes back only if that one fails too. */

laidOutViewport();

beforeEach(async () => {
  await freshStation();
  for (const store of Object.values(productFiltersStores)) {
    store.getState().clearFilters();
    store.getState().clearSelection();
  }
});
afterEach(cleanup);

const db = () => localDatabase();
const powder = product({ sku: 'CH-PW-0001', name: 'Chandan powder 100 g', platform: 'amazon', categoryId: '' });
const shells = product({ sku: 'SSKAU1234567', name: 'Kaudi shells', platform: 'amazon', categoryId: '' });
const failure = 'The disk is full';

function signedInAs(role: 'user' | 'admin'): void {
  const user = authStore.getState().user;
  if (user) authStore.setState({ user: { ...user, role } });
}

const openDrawer = () =>
  renderInApp(<ProductDetailsDrawer open={{ sku: powder.sku, platform: 'amazon' }} categories={[]} onClose={() => {}} />);

describe('the product forms after a failed save', () => {
  it('saves the edit on the next attempt; typing clears the old failure', async () => {
    await db().products.put(powder);
    openDrawer();
    const form = await screen.findByRole('form', { name: 'Edit product' });
    const stop = failWrites(db(), failure);
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: 'Chandan powder 200 g' } });
    fireEvent.submit(form);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to update product');
    expect(alert.textContent).toContain(failure);

    fireEvent.change(within(form).getByLabelText('Description'), { target: { value: 'Fine' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.submit(form);
    await screen.findByRole('alert');
    stop();
    fireEvent.submit(form);
    await waitFor(async () => expect((await db().products.get(powder.id))?.name).toBe('Chandan powder 200 g'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('deletes on the next attempt, the confirmation asked again without the old failure', async () => {
    signedInAs('admin');
    await db().products.put(powder);
    openDrawer();
    const stop = failWrites(db(), failure);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete product' }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Delete CH-PW-0001?' })).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toBe(`Failed to delete product: ${failure}`);
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));

    stop();
    fireEvent.click(screen.getByRole('button', { name: 'Delete product' }));
    const confirmation = screen.getByRole('group', { name: 'Delete CH-PW-0001?' });
    expect(within(confirmation).queryByRole('alert')).toBeNull();
    fireEvent.click(within(confirmation).getByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect((await db().products.get(powder.id))?.deleted).toBe(true));
  });

  it('opens the bulk edit again without the failure of the last one, and applies it', async () => {
    await saveRecords(db(), 'products', [powder, shells]);
    await db().outbox.clear();
    renderInApp(<ProductsScreen screen="all" />);
    await screen.findByText('Showing 2 of 2');
    fireEvent.click(screen.getByLabelText('Select all 2 shown products'));
    const stop = failWrites(db(), failure);
    fireEvent.click(screen.getByRole('button', { name: 'Edit selected…' }));
    let bulk = await screen.findByRole('form', { name: 'Bulk edit' });
    fireEvent.change(within(bulk).getByLabelText('Field to change'), { target: { value: 'sellingPrice' } });
    fireEvent.change(within(bulk).getByLabelText(/^New selling price/), { target: { value: '99' } });
    fireEvent.submit(bulk);
    expect((await within(bulk).findByRole('alert')).textContent).toContain('Failed to update products');
    fireEvent.change(within(bulk).getByLabelText(/^New selling price/), { target: { value: '98' } });
    expect(within(bulk).queryByRole('alert')).toBeNull();
    fireEvent.submit(bulk);
    await within(bulk).findByRole('alert');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    stop();
    fireEvent.click(screen.getByRole('button', { name: 'Edit selected…' }));
    bulk = await screen.findByRole('form', { name: 'Bulk edit' });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(within(bulk).getByLabelText('Field to change'), { target: { value: 'sellingPrice' } });
    fireEvent.change(within(bulk).getByLabelText(/^New selling price/), { target: { value: '97' } });
    fireEvent.submit(bulk);
    await waitFor(async () => expect((await db().products.toArray()).map((row) => row.sellingPrice)).toEqual([97, 97]));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
