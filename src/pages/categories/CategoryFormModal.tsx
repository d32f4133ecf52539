import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useLiveRead } from '../../components/useLiveRead';
import { addCategory, liveCategories, updateCategory, type CategoryChanges } from '../../db/categories';
import { categoryNameProblem, costPriceProblem } from '../../domain/catalogue/categoryRules';
import { typedAmountProblem, typedNumber } from '../../domain/typedNumber';
import { localDatabase } from '../../db/localDatabase';
import type { Category } from '../../domain/records';
import { categorySelectionStore } from '../../stores/categorySelection';
import { ActionError } from './ActionError';
import { useAction } from './useAction';
import { PriceInput } from '../../components/PriceInput';

/** The category to edit, or 'new' for a new one. */
export type CategoryFormTarget = Category | 'new';

interface CategoryFormModalProps {
  target: CategoryFormTarget | null;
  onClose: () => void;
}

function CategoryForm({ target, onClose }: { target: CategoryFormTarget; onClose: () => void }) {
  const existing = target === 'new' ? null : target;
  const categories = useLiveRead(() => liveCategories(localDatabase()), []);
  const [name, setName] = useState(existing?.name ?? '');
  const [description, setDescription] = useState(existing?.description ?? '');
  const [tag, setTag] = useState(existing?.tag ?? '');
  const [costPrice, setCostPrice] = useState(existing?.costPrice == null ? '' : String(existing.costPrice));
  const [nameError, setNameError] = useState<string | null>(null);
  const [costError, setCostError] = useState<string | null>(null);
  const save = useAction(
    async (fields: Required<CategoryChanges>) => {
      const db = localDatabase();
      if (existing) {
        await updateCategory(db, existing.id, fields);
        notifications.show({ color: 'green', message: `Category '${fields.name}' saved` });
      } else {
        categorySelectionStore.getState().select(await addCategory(db, fields));
        notifications.show({ color: 'green', message: `Category '${fields.name}' created` });
      }
      onClose();
    },
    { prefix: existing ? 'Failed to update category' : 'Failed to create category' },
  );

  // Typing or submitting again starts another attempt: the last one's failure goes.
  const edited =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      save.clearError();
    };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.clearError();
    // The service checks the name again when it writes; here the problem shows at the field.
    const problem = categoryNameProblem(name, categories.status === 'ready' ? categories.value : [], existing?.id);
    const costProblem = typedAmountProblem(costPrice, costPriceProblem);
    setNameError(problem);
    setCostError(costProblem);
    if (problem || costProblem) return;
    void save.run({
      name: name.trim(),
      description: description.trim(),
      tag: tag.trim(),
      costPrice: typedNumber(costPrice),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label="Name"
          required
          value={name}
          error={nameError}
          onChange={(event) => {
            edited(setName)(event.currentTarget.value);
            setNameError(null);
          }}
          data-autofocus
        />
        <Textarea
          label="Description"
          rows={2}
          value={description}
          onChange={(event) => edited(setDescription)(event.currentTarget.value)}
        />
        <TextInput label="Tag" value={tag} onChange={(event) => edited(setTag)(event.currentTarget.value)} />
        <PriceInput
          label="Cost price"
          description="Used for products without their own cost price; empty for none"
          value={costPrice}
          onChange={edited(setCostPrice)}
          error={costError}
        />
        <ActionError error={save.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={save.busy}>
            {existing ? 'Save' : 'Create category'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Create or edit a category: a name no other category has; description, tag and cost price optional. */
export function CategoryFormModal({ target, onClose }: CategoryFormModalProps) {
  const title = target === null || target === 'new' ? 'New category' : `Edit ${target.name}`;
  return (
    <Modal opened={target !== null} onClose={onClose} title={title}>
      {target !== null && <CategoryForm key={target === 'new' ? 'new' : target.id} target={target} onClose={onClose} />}
    </Modal>
  );
}
