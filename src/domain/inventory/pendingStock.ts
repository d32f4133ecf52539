import type { Category } from '../records';
import { applyStockMovement, type MovementInput } from '../stock';

/**
 * What a station shows of category stock (docs/ARCHITECTURE.md, Data): the server's quantity as last
 * pulled, with this station's movements that are still waiting to be sent applied on top, in the
 * order they were made. A pending movement the server would refuse (its category is gone, a
 * transfer larger than the source) changes nothing here either.
 */
export interface ShownStock {
  quantities: Map<string, number>;
  /** Per category, how many pending movements touch it (a transfer counts for both categories). */
  pending: Map<string, number>;
}

/** The server's quantity of each live category. */
export function serverQuantities(categories: readonly Pick<Category, 'id' | 'deleted' | 'inventory'>[]): Map<string, number> {
  const quantities = new Map<string, number>();
  for (const category of categories) {
    if (category.deleted) continue;
    const quantity = category.inventory?.totalQuantity ?? 0;
    quantities.set(category.id, Number.isFinite(quantity) ? Math.max(0, quantity) : 0);
  }
  return quantities;
}

export function shownStock(server: ReadonlyMap<string, number>, pendingMovements: readonly MovementInput[]): ShownStock {
  let quantities = new Map(server);
  const pending = new Map<string, number>();
  const touch = (id: string) => pending.set(id, (pending.get(id) ?? 0) + 1);
  for (const movement of pendingMovements) {
    const outcome = applyStockMovement(quantities, movement);
    if (!outcome.ok) continue;
    quantities = outcome.quantities;
    touch(movement.categoryId);
    const target = movement.metadata?.targetCategoryId;
    if (movement.type === 'transfer' && target && target !== movement.categoryId) touch(target);
  }
  return { quantities, pending };
}
