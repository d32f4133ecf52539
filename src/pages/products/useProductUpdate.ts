import { notifications } from '@mantine/notifications';
import { useCallback, useState } from 'react';
import { localDatabase } from '../../db/localDatabase';
import { bulkUpdateProducts } from '../../db/products';
import type { ProductChanges } from '../../domain/catalogue/productRules';
import { messageOr, UNKNOWN_ERROR_OCCURRED } from '../../domain/errors';
import { formatCount } from './formatting';

export interface ProductUpdateFailure {
  /** The store fallback style of docs/SPEC.md §8. */
  title: string;
  message: string;
}

export interface ProductUpdate {
  busy: boolean;
  failure: ProductUpdateFailure | null;
  /** Writes the changes to every product; resolves true when they were stored. */
  run: (ids: readonly string[], changes: ProductChanges) => Promise<boolean>;
  dismiss: () => void;
}

const updateFailedTitle = (count: number) => (count === 1 ? 'Failed to update product' : 'Failed to update products');

export function useProductUpdate(): ProductUpdate {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ProductUpdateFailure | null>(null);

  const run = useCallback(async (ids: readonly string[], changes: ProductChanges) => {
    setBusy(true);
    setFailure(null);
    try {
      const { changed } = await bulkUpdateProducts(localDatabase(), ids, changes);
      notifications.show({
        message: changed === 1 ? 'Updated 1 product' : `Updated ${formatCount(changed)} products`,
        color: 'green',
      });
      return true;
    } catch (error) {
      setFailure({ title: updateFailedTitle(ids.length), message: messageOr(error, UNKNOWN_ERROR_OCCURRED) });
      return false;
    } finally {
      setBusy(false);
    }
  }, []);
  const dismiss = useCallback(() => setFailure(null), []);

  return { busy, failure, run, dismiss };
}
