import { localDatabase } from '../../src/db/localDatabase';
import type { Category, CategoryInventory } from '../../src/domain/records';
import { authStore } from '../../src/stores/useAuth';
import { categorySelectionStore } from '../../src/stores/categorySelection';
import { category } from '../unit/db/fixtures';

export const PACKER = 'packer@example.com';

/** The screen reads the browser's one station database: each test starts it empty, signed in as the packer. */
export async function freshStation(): Promise<void> {
  const db = localDatabase();
  await Promise.all(db.tables.map((table) => table.clear()));
  categorySelectionStore.setState({ selectedId: null });
  authStore.setState({
    user: { id: 'user00000000001', email: PACKER, role: 'user', created: '2025-01-01T00:00:00.000Z', lastLoginAt: '' },
    isAuthenticated: true,
    authStateLoaded: true,
  });
}

/** A category as the server last gave it: its quantity is the server's. */
export function stockedCategory(
  name: string,
  totalQuantity: number,
  lowStockThreshold = 5,
  overrides: Partial<Category> = {},
): Category {
  const inventory: CategoryInventory = {
    totalQuantity,
    lowStockThreshold,
    lastUpdated: '2025-01-02T10:00:00.000Z',
    productCount: 0,
  };
  return category({ name, inventory, updated: '2025-01-02 10:00:00.000Z', ...overrides });
}
