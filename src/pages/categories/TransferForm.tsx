import { Button, Select, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { NumberField } from '../../components/NumberField';
import { transferInventory, transferReason, type CategoryWithInventory } from '../../db/categoryInventory';
import { localDatabase } from '../../db/localDatabase';
import { quantityProblem } from '../../domain/stock';
import { typedNumber } from '../../domain/typedNumber';
import { ActionError } from './ActionError';
import { useAction } from './useAction';
import { usePerformer } from './usePerformer';
import { formatCount } from '../../domain/format';

const TARGET_REQUIRED = 'Choose the category to transfer to';

interface TransferFormProps {
  category: CategoryWithInventory;
  /** Every category; the source itself is left out of the choices. */
  categories: CategoryWithInventory[];
}

/** Moves stock to another category as one transfer movement, which the server applies to both at once. */
export function TransferForm({ category, categories }: TransferFormProps) {
  const performer = usePerformer();
  const [targetId, setTargetId] = useState<string | null>(null);
  const [quantity, setQuantity] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ target?: string; quantity?: string }>({});
  const targets = categories.filter((entry) => entry.id !== category.id).map((entry) => ({ value: entry.id, label: entry.name }));
  const target = targets.find((entry) => entry.value === targetId);
  const transfer = useAction(async (toId: string, amount: number, why: string) => {
    await transferInventory(localDatabase(), category.id, toId, amount, why, performer);
    notifications.show({
      color: 'green',
      message: `${amount} moved from ${category.name} to ${target?.label ?? 'the other category'}`,
    });
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    transfer.clearError();
    const amount = typedNumber(quantity);
    const problems = {
      target: targetId ? undefined : TARGET_REQUIRED,
      quantity: quantityProblem(amount) ?? undefined,
    };
    setErrors(problems);
    if (!targetId || amount === null || problems.quantity) return;
    if (await transfer.run(targetId, amount, reason.trim())) {
      setQuantity('');
      setReason('');
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Transfer">
      <Stack gap="xs">
        <Title order={4} size="h5">
          Transfer
        </Title>
        <Select
          label="Transfer to"
          placeholder={targets.length ? 'Choose a category' : 'No other category'}
          data={targets}
          value={targetId}
          onChange={setTargetId}
          searchable
          error={errors.target}
        />
        <NumberField
          label="Quantity"
          value={quantity}
          onChange={setQuantity}
          error={errors.quantity}
          description={`${formatCount(category.inventory.totalQuantity)} in stock`}
        />
        <TextInput
          label="Reason"
          placeholder={target ? transferReason(target.label) : 'Transfer to …'}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        <ActionError error={transfer.error} />
        <Button type="submit" loading={transfer.busy} disabled={targets.length === 0}>
          Transfer stock
        </Button>
      </Stack>
    </form>
  );
}
