import { Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { customCostPriceProblem, sellingPriceProblem, type ProductChanges } from '../../domain/catalogue/productRules';
import type { Visibility } from '../../domain/records';
import { typedAmountProblem, typedNumber } from '../../domain/typedNumber';
import { formatCount, type Option } from './formatting';
import { CategorySelect, VisibilitySelect } from './ProductFieldSelects';
import { UpdateFailureAlert } from './UpdateFailureAlert';
import type { ProductUpdateFailure } from './useProductUpdate';
import { PriceInput } from '../../components/PriceInput';

type BulkField = 'categoryId' | 'customCostPrice' | 'sellingPrice' | 'visibility';

const FIELD_OPTIONS: { value: BulkField; label: string }[] = [
  { value: 'categoryId', label: 'Category' },
  { value: 'customCostPrice', label: 'Custom cost price' },
  { value: 'sellingPrice', label: 'Selling price' },
  { value: 'visibility', label: 'Visibility' },
];

export interface BulkEditModalProps {
  opened: boolean;
  count: number;
  categories: Option[];
  busy: boolean;
  failure: ProductUpdateFailure | null;
  onDismissFailure: () => void;
  onClose: () => void;
  onApply: (changes: ProductChanges) => void;
}

/** One field, one value, for every selected product: a small form that Enter submits. */
export function BulkEditModal({
  opened,
  count,
  categories,
  busy,
  failure,
  onDismissFailure,
  onClose,
  onApply,
}: BulkEditModalProps) {
  const [field, setField] = useState<BulkField>('categoryId');
  const [categoryId, setCategoryId] = useState('');
  const [cost, setCost] = useState('');
  const [price, setPrice] = useState('');
  const [visibility, setVisibility] = useState<Visibility>('hidden');
  const [problem, setProblem] = useState<string | null>(null);

  // Changing a field or submitting again starts another attempt: the last one's failure goes.
  const edited =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      onDismissFailure();
    };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onDismissFailure();
    const problems: Partial<Record<BulkField, string | null>> = {
      customCostPrice: typedAmountProblem(cost, customCostPriceProblem),
      sellingPrice: typedAmountProblem(price, sellingPriceProblem),
    };
    const found = problems[field] ?? null;
    setProblem(found);
    if (found) return;
    const changes: Record<BulkField, ProductChanges> = {
      categoryId: { categoryId },
      customCostPrice: { customCostPrice: typedNumber(cost) },
      sellingPrice: { sellingPrice: typedNumber(price) ?? 0 },
      visibility: { visibility },
    };
    onApply(changes[field]);
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Edit ${formatCount(count)} selected ${count === 1 ? 'product' : 'products'}`}
    >
      <form onSubmit={submit} aria-label="Bulk edit">
        <Stack>
          <NativeSelect
            label="Field to change"
            data={FIELD_OPTIONS}
            value={field}
            onChange={(event) => edited(setField)(event.currentTarget.value as BulkField)}
          />
          {field === 'categoryId' && (
            <CategorySelect label="New category" categories={categories} value={categoryId} onChange={edited(setCategoryId)} />
          )}
          {field === 'customCostPrice' && (
            <PriceInput
              label="New custom cost price"
              description="Leave empty to clear it: the category's cost price then applies"
              value={cost}
              onChange={edited(setCost)}
              error={problem}
              data-autofocus
            />
          )}
          {field === 'sellingPrice' && (
            <PriceInput label="New selling price" value={price} onChange={edited(setPrice)} error={problem} data-autofocus />
          )}
          {field === 'visibility' && (
            <VisibilitySelect label="New visibility" value={visibility} onChange={edited(setVisibility)} />
          )}
          <UpdateFailureAlert failure={failure} onClose={onDismissFailure} />
          <Text size="xs" c="dimmed">
            Every selected product gets this value; the other fields stay as they are.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Apply to {formatCount(count)} {count === 1 ? 'product' : 'products'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
