import { Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { nameProblem } from '../../domain/catalogue/nameRule';
import { customCostPriceProblem, sellingPriceProblem, type ProductChanges } from '../../domain/catalogue/productRules';
import type { Product, Visibility } from '../../domain/records';
import { typedAmountProblem, typedNumber } from '../../domain/typedNumber';
import type { Option } from './formatting';
import { CategorySelect, VisibilitySelect } from './ProductFieldSelects';
import { PriceInput } from '../../components/PriceInput';

export interface ProductEditFormProps {
  product: Product;
  categories: Option[];
  busy: boolean;
  onSave: (changes: ProductChanges) => void;
  /** The user typed or submitted again: the last save's failure no longer stands. */
  onAttempt: () => void;
}

/**
 * The editable fields of one product. Saving sends them all; the write keeps only those that
 * differ, so an unchanged field never overrides another station's edit.
 */
export function ProductEditForm({ product, categories, busy, onSave, onAttempt }: ProductEditFormProps) {
  const [name, setName] = useState(product.name);
  const [description, setDescription] = useState(product.description);
  const [sellingPrice, setSellingPrice] = useState(String(product.sellingPrice));
  const [customCostPrice, setCustomCostPrice] = useState(product.customCostPrice === null ? '' : String(product.customCostPrice));
  const [categoryId, setCategoryId] = useState(product.categoryId);
  const [visibility, setVisibility] = useState<Visibility>(product.visibility);
  const [problem, setProblem] = useState<{ name?: string; sellingPrice?: string; customCostPrice?: string }>({});
  const categoryDeleted = product.categoryId !== '' && !categories.some((option) => option.value === product.categoryId);

  const edited =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      onAttempt();
    };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAttempt();
    const next = {
      name: nameProblem(name) ?? undefined,
      sellingPrice: typedAmountProblem(sellingPrice, sellingPriceProblem) ?? undefined,
      customCostPrice: typedAmountProblem(customCostPrice, customCostPriceProblem) ?? undefined,
    };
    setProblem(next);
    const price = typedNumber(sellingPrice);
    if (next.name || next.sellingPrice || next.customCostPrice || price === null) return;
    onSave({
      name: name.trim(),
      description,
      sellingPrice: price,
      customCostPrice: typedNumber(customCostPrice),
      categoryId,
      visibility,
    });
  };

  return (
    <form onSubmit={submit} aria-label="Edit product">
      <Stack gap="sm">
        <TextInput
          label="Name"
          value={name}
          onChange={(event) => edited(setName)(event.currentTarget.value)}
          error={problem.name}
          required
        />
        <Textarea
          label="Description"
          value={description}
          onChange={(event) => edited(setDescription)(event.currentTarget.value)}
          rows={3}
        />
        <Group grow align="start">
          <PriceInput
            label="Selling price"
            description="An import with 'Update existing products' replaces it"
            value={sellingPrice}
            onChange={edited(setSellingPrice)}
            error={problem.sellingPrice}
            required
          />
          <PriceInput
            label="Custom cost price"
            description="Empty: the category's cost applies"
            value={customCostPrice}
            onChange={edited(setCustomCostPrice)}
            error={problem.customCostPrice}
          />
        </Group>
        <CategorySelect
          label="Category"
          categories={categories}
          value={categoryId}
          onChange={edited(setCategoryId)}
          deletedCategoryId={categoryDeleted ? product.categoryId : undefined}
        />
        <VisibilitySelect label="Visibility" value={visibility} onChange={edited(setVisibility)} />
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
