// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localDatabase } from '../../../../src/db/localDatabase';
import { ProductDetailsDrawer } from '../../../../src/pages/products/ProductDetailsDrawer';
import { authStore } from '../../../../src/stores/useAuth';
import { renderInApp } from '../../../support/renderApp';
import { freshStation } from '../../../support/stationData';
import { product } from '../../db/fixtures';

beforeEach(freshStation);
afterEach(cleanup);

function signedInAs(role: 'user' | 'admin'): void {
  const user = authStore.getState().user;
  if (user) authStore.setState({ user: { ...user, role } });
}

const powder = product({ sku: 'CH-PW-0001', name: 'Chandan powder 100 g', platform: 'amazon', categoryId: '' });

describe('deleting a product', () => {
  it('is offered to an admin, asks first, and deletes the listing (to be sent to the server)', async () => {
    signedInAs('admin');
    await localDatabase().products.put(powder);
    let closed = false;
    renderInApp(
      <ProductDetailsDrawer open={{ sku: powder.sku, platform: 'amazon' }} categories={[]} onClose={() => (closed = true)} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Delete product' }));
    const confirmation = screen.getByRole('group', { name: 'Delete CH-PW-0001?' });
    expect((await localDatabase().products.get(powder.id))?.deleted).toBe(false);
    fireEvent.click(within(confirmation).getByRole('button', { name: 'Delete' }));
    await expect.poll(async () => (await localDatabase().products.get(powder.id))?.deleted).toBe(true);
    expect((await localDatabase().outbox.toArray()).map((entry) => [entry.collection, entry.op])).toContainEqual([
      'products',
      'delete',
    ]);
    expect(closed).toBe(true);
  });

  it('is not offered to a plain user', async () => {
    signedInAs('user');
    await localDatabase().products.put(powder);
    renderInApp(<ProductDetailsDrawer open={{ sku: powder.sku, platform: 'amazon' }} categories={[]} onClose={() => {}} />);
    await screen.findByLabelText('Resolved cost price');
    expect(screen.queryByRole('button', { name: 'Delete product' })).toBeNull();
  });
});
