import { Button, SegmentedControl, Stack, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { NumberField } from '../../components/NumberField';
import { updateCategoryInventory, type CategoryWithInventory } from '../../db/categoryInventory';
import { localDatabase } from '../../db/localDatabase';
import { INVENTORY_FALLBACKS } from '../../domain/inventory/inventoryFallbacks';
import { quantityProblem, REASON_REQUIRED } from '../../domain/stock';
import { typedNumber } from '../../domain/typedNumber';
import { ActionError } from './ActionError';
import { useAction } from './useAction';
import { usePerformer } from './usePerformer';

type Direction = 'add' | 'remove';

/** Adds or removes stock with a reason: one movement in the ledger; stock never goes below 0. */
export function AdjustStockForm({ category }: { category: CategoryWithInventory }) {
  const performer = usePerformer();
  const [direction, setDirection] = useState<Direction>('add');
  const [quantity, setQuantity] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ quantity?: string; reason?: string }>({});
  const adjust = useAction(
    (delta: number, why: string) => updateCategoryInventory(localDatabase(), category.id, delta, why, performer),
    { fallback: INVENTORY_FALLBACKS.update },
  );
  const shown = category.inventory.totalQuantity;
  const amount = typedNumber(quantity);
  const emptiesIt = direction === 'remove' && amount !== null && amount > shown;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    adjust.clearError();
    const problems = {
      quantity: quantityProblem(amount) ?? undefined,
      reason: reason.trim() ? undefined : REASON_REQUIRED,
    };
    setErrors(problems);
    if (problems.quantity || problems.reason || amount === null) return;
    if (await adjust.run(direction === 'add' ? amount : -amount, reason.trim())) {
      setQuantity('');
      setReason('');
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Adjust stock">
      <Stack gap="xs">
        <Title order={4} size="h5">
          Adjust stock
        </Title>
        <SegmentedControl
          aria-label="Direction"
          data={[
            { value: 'add', label: 'Add' },
            { value: 'remove', label: 'Remove' },
          ]}
          value={direction}
          onChange={(value) => setDirection(value === 'remove' ? 'remove' : 'add')}
        />
        <NumberField
          label="Quantity"
          value={quantity}
          onChange={setQuantity}
          error={errors.quantity}
          description={emptiesIt ? `Only ${shown} in stock: the stock will be 0` : undefined}
        />
        <TextInput
          label="Reason"
          required
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={errors.reason}
        />
        <ActionError error={adjust.error} />
        <Button type="submit" loading={adjust.busy}>
          {direction === 'add' ? 'Add stock' : 'Remove stock'}
        </Button>
      </Stack>
    </form>
  );
}
