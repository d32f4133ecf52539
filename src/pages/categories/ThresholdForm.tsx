import { Button, Group, NumberInput, Stack, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { updateCategoryThreshold, type CategoryWithInventory } from '../../db/categoryInventory';
import { localDatabase } from '../../db/localDatabase';
import { INVENTORY_FALLBACKS } from '../../domain/inventory/inventoryFallbacks';
import { MINIMUM_LOW_STOCK_THRESHOLD } from '../../domain/inventory/stockStatus';
import { ActionError } from './ActionError';
import { useAction } from './useAction';

const THRESHOLD_REQUIRED = 'Enter a number';

/** The category's low-stock threshold; the service raises anything below 1 to 1 (SPEC section 5). */
export function ThresholdForm({ category }: { category: CategoryWithInventory }) {
  const current = category.inventory.lowStockThreshold;
  const [threshold, setThreshold] = useState<number | string>(current);
  const [invalid, setInvalid] = useState(false);
  const save = useAction(
    async (value: number) => {
      const saved = await updateCategoryThreshold(localDatabase(), category.id, value);
      // A threshold below 1 is saved as 1: the field shows what was saved.
      setThreshold(saved.inventory.lowStockThreshold);
    },
    { fallback: INVENTORY_FALLBACKS.updateThreshold },
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setInvalid(typeof threshold !== 'number');
    if (typeof threshold === 'number') void save.run(threshold);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Threshold">
      <Stack gap="xs">
        <Title order={4} size="h5">
          Threshold
        </Title>
        <Group align="flex-end" wrap="nowrap">
          <NumberInput
            label="Low-stock threshold"
            description={`Low at or below this quantity; at least ${MINIMUM_LOW_STOCK_THRESHOLD}`}
            allowDecimal={false}
            value={threshold}
            onChange={setThreshold}
            error={invalid ? THRESHOLD_REQUIRED : undefined}
            style={{ flex: 1 }}
          />
          <Button type="submit" loading={save.busy} disabled={threshold === current}>
            Save threshold
          </Button>
        </Group>
        <ActionError error={save.error} />
      </Stack>
    </form>
  );
}
