import { NativeSelect } from '@mantine/core';
import { UNCATEGORIZED } from '../../domain/labels/catalogue';
import type { Visibility } from '../../domain/records';
import type { Option } from './formatting';

const VISIBILITY_OPTIONS: { value: Visibility; label: string }[] = [
  { value: 'visible', label: 'Visible' },
  { value: 'hidden', label: 'Hidden' },
];

interface CategorySelectProps {
  label: string;
  categories: Option[];
  value: string;
  onChange: (categoryId: string) => void;
  /** A category that was deleted, kept selectable so that saving other fields does not change it. */
  deletedCategoryId?: string;
}

/** A product's category, or none: the product is then uncategorized. */
export function CategorySelect({ label, categories, value, onChange, deletedCategoryId }: CategorySelectProps) {
  return (
    <NativeSelect
      label={label}
      data={[
        { value: '', label: `None (${UNCATEGORIZED})` },
        ...categories,
        ...(deletedCategoryId ? [{ value: deletedCategoryId, label: 'Deleted category' }] : []),
      ]}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

/** Whether a product is visible or hidden. */
export function VisibilitySelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: Visibility;
  onChange: (visibility: Visibility) => void;
}) {
  return (
    <NativeSelect
      label={label}
      data={VISIBILITY_OPTIONS}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value as Visibility)}
    />
  );
}
