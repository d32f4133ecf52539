import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import type { ProductChanges } from '../../domain/catalogue/productRules';
import { BulkEditModal } from './BulkEditModal';
import { formatCount, type Option } from './formatting';
import type { ProductUpdate } from './useProductUpdate';

export interface SelectionBarProps {
  /** The selected products that are shown: an edit never reaches a product the user cannot see. */
  ids: readonly string[];
  categories: Option[];
  update: ProductUpdate;
  onClear: () => void;
}

/** Edits for the selection: hide, show, or one field set on all of them; a stored edit clears the selection. */
export function SelectionBar({ ids, categories, update, onClear }: SelectionBarProps) {
  const [editing, setEditing] = useState(false);
  const count = ids.length;
  if (count === 0) return null;

  // A selection kept after an edit would carry products a later search hides into the next edit.
  const apply = async (changes: ProductChanges) => {
    if (!(await update.run(ids, changes))) return;
    setEditing(false);
    onClear();
  };

  return (
    <Group gap="xs" aria-label="Selected products">
      <Text size="sm" fw={600}>
        {formatCount(count)} selected
      </Text>
      <Button size="xs" variant="light" onClick={() => void apply({ visibility: 'hidden' })} loading={update.busy}>
        Hide
      </Button>
      <Button size="xs" variant="light" onClick={() => void apply({ visibility: 'visible' })} loading={update.busy}>
        Show
      </Button>
      <Button
        size="xs"
        onClick={() => {
          update.dismiss();
          setEditing(true);
        }}
      >
        Edit selected…
      </Button>
      <Button size="xs" variant="subtle" onClick={onClear}>
        Clear selection
      </Button>
      <BulkEditModal
        opened={editing}
        count={count}
        categories={categories}
        busy={update.busy}
        failure={update.failure}
        onDismissFailure={update.dismiss}
        onClose={() => setEditing(false)}
        onApply={(changes) => void apply(changes)}
      />
    </Group>
  );
}
