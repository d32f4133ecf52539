import { describe, expect, it } from 'vitest';
import { drawerEntries, findScreen, groupOfPath, pageTitle } from '../../../src/app/routes';

describe('route table', () => {
  it('titles screens and gives unknown paths the Label Merger title', () => {
    expect(pageTitle('/')).toBe('Dashboard');
    expect(pageTitle('/products')).toBe('Products');
    expect(pageTitle('/products/')).toBe('Products');
    expect(pageTitle('/categories/')).toBe('Categories & Inventory');
    expect(pageTitle('/somewhere-else/')).toBe('Label Merger');
  });

  it('lays out the drawer as the specification lists it', () => {
    const layout = drawerEntries().map((entry) =>
      entry.kind === 'link' ? entry.screen.menuLabel : [entry.label, entry.screens.map((screen) => screen.menuLabel)],
    );
    expect(layout).toEqual([
      'Dashboard',
      ['Orders', ['Merge Labels', 'Active Orders', 'Returns']],
      ['Products', ['All Products', 'Hidden Products', 'Uncategorized Products']],
      ['Management', ['Categories & Inventory', 'Storage Management']],
      'Transaction Analytics',
      'Order Analytics',
    ]);
  });

  it('keeps health, monitoring and deployment status out of the menu', () => {
    for (const path of ['/health/', '/monitoring/', '/deployment-status/']) {
      expect(findScreen(path)?.menuLabel).toBeNull();
    }
    expect(groupOfPath('/hidden-products/')).toBe('Products');
  });
});
