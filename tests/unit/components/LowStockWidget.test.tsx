// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LowStockWidget } from '../../../src/components/LowStockWidget';
import { localDatabase } from '../../../src/db/localDatabase';
import { categorySelectionStore } from '../../../src/stores/categorySelection';
import { renderInApp } from '../../support/renderApp';
import { freshStation, stockedCategory } from '../../support/stationData';

beforeEach(freshStation);
afterEach(cleanup);

const entries = () =>
  within(screen.getByRole('list', { name: 'Low-stock categories' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the low-stock widget', () => {
  it('shows the 5 most urgent categories, then links to the rest', async () => {
    await localDatabase().categories.bulkPut([
      stockedCategory('Camphor', 4, 10),
      stockedCategory('Chandan', 0, 5),
      stockedCategory('Diya', 5, 5),
      stockedCategory('Flags', 2, 5),
      stockedCategory('Gomti Chakra', 0, 8),
      stockedCategory('Kaudi', 9, 10),
      stockedCategory('Malas', 1, 2),
      stockedCategory('Yantra', 40, 5),
    ]);
    renderInApp(<LowStockWidget />, '/');

    const more = await screen.findByRole('link', { name: 'View 2 more' });
    expect(more.getAttribute('href')).toBe('/categories/');
    expect(entries()).toEqual([
      'Chandan0 / 5Out of stock',
      'Gomti Chakra0 / 8Out of stock',
      'Camphor4 / 10Critical',
      'Flags2 / 5Critical',
      'Malas1 / 2Critical',
    ]);
    const badge = screen.getAllByText('Out of stock')[0]!.closest('[data-severity]');
    expect(badge?.getAttribute('data-severity')).toBe('out-of-stock');

    fireEvent.click(screen.getByRole('link', { name: 'Flags' }));
    const flags = (await localDatabase().categories.toArray()).find((category) => category.name === 'Flags');
    expect(categorySelectionStore.getState().selectedId).toBe(flags?.id);
  });

  it('groups a quantity and its threshold the Indian way', async () => {
    await localDatabase().categories.put(stockedCategory('Chandan', 1200, 1500));
    renderInApp(<LowStockWidget />, '/');
    await screen.findByRole('list', { name: 'Low-stock categories' });
    expect(entries()).toEqual(['Chandan1,200 / 1,500Low']);
  });

  it('has no link to more when 5 or fewer are low', async () => {
    await localDatabase().categories.bulkPut([stockedCategory('Diya', 5, 5), stockedCategory('Yantra', 40, 5)]);
    renderInApp(<LowStockWidget />, '/');
    await screen.findByRole('list', { name: 'Low-stock categories' });
    expect(entries()).toEqual(['Diya5 / 5Low']);
    expect(screen.queryByRole('link', { name: /more$/ })).toBeNull();
  });

  it("shows a failed read in the card, 'Failed to fetch low stock categories: ...', without breaking the screen", async () => {
    const db = localDatabase();
    db.close();
    try {
      renderInApp(<LowStockWidget />, '/');
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toMatch(/^Failed to fetch low stock categories: \S/);
      expect(screen.getByRole('region', { name: 'Low stock' })).toBeTruthy();
    } finally {
      await db.open();
    }
  });

  it('says so when nothing is low', async () => {
    await localDatabase().categories.put(stockedCategory('Yantra', 40, 5));
    renderInApp(<LowStockWidget />, '/');
    await screen.findByText('Every category is above its low-stock threshold.');
  });
});
