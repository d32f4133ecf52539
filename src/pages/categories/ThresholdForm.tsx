import { Button, Group, Stack, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { NumberField } from '../../components/NumberField';
import { updateCategoryThreshold, type CategoryWithInventory } from '../../db/categoryInventory';
import { localDatabase } from '../../db/localDatabase';
import { INVENTORY_FALLBACKS } from '../../domain/inventory/inventoryFallbacks';
import { MINIMUM_LOW_STOCK_THRESHOLD } from '../../domain/inventory/stockStatus';
import { thresholdProblem } from '../../domain/stock';
import { typedNumber } from '../../domain/typedNumber';
import { ActionError } from './ActionError';
import { useAction } from './useAction';

/** The category's low-stock threshold; the service raises anything below 1 to 1 (docs/SPEC.md §5). */
export function ThresholdForm({ category }: { category: CategoryWithInventory }) {
  const current = category.inventory.lowStockThreshold;
  const [threshold, setThreshold] = useState(String(current));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useAction(
    async (value: number) => {
      const saved = await updateCategoryThreshold(localDatabase(), category.id, value);
      // A threshold below 1 is saved as 1: the field shows what was saved.
      setThreshold(String(saved.inventory.lowStockThreshold));
    },
    { fallback: INVENTORY_FALLBACKS.updateThreshold },
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.clearError();
    const typed = typedNumber(threshold);
    const found = thresholdProblem(typed);
    setProblem(found);
    if (!found && typed !== null) void save.run(typed);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Threshold">
      <Stack gap="xs">
        <Title order={4} size="h5">
          Threshold
        </Title>
        <Group align="flex-end" wrap="nowrap">
          <NumberField
            label="Low-stock threshold"
            description={`Low at or below this quantity; at least ${MINIMUM_LOW_STOCK_THRESHOLD}`}
            value={threshold}
            onChange={setThreshold}
            error={problem}
            style={{ flex: 1 }}
          />
          <Button type="submit" loading={save.busy} disabled={threshold === String(current)}>
            Save threshold
          </Button>
        </Group>
        <ActionError error={save.error} />
      </Stack>
    </form>
  );
}
