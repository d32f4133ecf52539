// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localDatabase } from '../../../../src/db/localDatabase';
import { CategoriesPage } from '../../../../src/pages/categories/CategoriesPage';
import { authStore } from '../../../../src/stores/useAuth';
import { renderInApp } from '../../../support/renderApp';
import { freshStation, stockedCategory } from '../../../support/stationData';

/** Only an admin deletes categories (docs/SPEC.md §17): a `user` is not offered the button at all. */

beforeEach(freshStation);
afterEach(cleanup);

function signedInAs(role: 'user' | 'admin'): void {
  const user = authStore.getState().user;
  if (user) authStore.setState({ user: { ...user, role } });
}

describe('the categories screen by role', () => {
  it('offers a user editing but no delete', async () => {
    signedInAs('user');
    await localDatabase().categories.put(stockedCategory('Flags', 4));
    renderInApp(<CategoriesPage />, '/categories/');
    expect(await screen.findByRole('button', { name: 'Edit Flags' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Flags' })).toBeNull();
  });

  it('offers an admin delete', async () => {
    signedInAs('admin');
    await localDatabase().categories.put(stockedCategory('Flags', 4));
    renderInApp(<CategoriesPage />, '/categories/');
    expect(await screen.findByRole('button', { name: 'Delete Flags' })).toBeTruthy();
  });
});
