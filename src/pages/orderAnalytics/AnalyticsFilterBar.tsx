import { Group, NativeSelect, Select } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { CALENDAR_LABELS } from '../../components/calendarLabels';
import { calendarValueFormatter } from '../../components/calendarValue';
import { useMemo, useState } from 'react';
import { platformChoices } from '../../components/platformLabel';
import type { DateRange } from '../../domain/orders/dayKeys';
import type { OrderCatalogue } from '../../domain/orders/linePricing';
import type { Platform } from '../../domain/records';

/** The category select's value for the lines without a category (OrderFilter's `categoryId: null`). */
export const UNCATEGORIZED_VALUE = '__uncategorized__';

export interface AnalyticsFilterValues {
  platform: Platform | '';
  /** '' for every category, UNCATEGORIZED_VALUE for the lines without one. */
  category: string;
  sku: string;
}

interface AnalyticsFilterBarProps {
  range: DateRange;
  today: string;
  onRange: (range: DateRange) => void;
  filters: AnalyticsFilterValues;
  onFilters: (filters: AnalyticsFilterValues) => void;
  catalogue: OrderCatalogue | undefined;
}

const PLATFORM_OPTIONS = platformChoices({ value: '', label: 'All platforms' });

/** The dates (the range changes once both ends are picked) and the platform, category and SKU filters. */
export function AnalyticsFilterBar({ range, today, onRange, filters, onFilters, catalogue }: AnalyticsFilterBarProps) {
  const [picking, setPicking] = useState<[string | null, string | null] | null>(null);
  const categoryOptions = useMemo(
    () => [
      { value: '', label: 'All categories' },
      ...[...(catalogue?.categories ?? [])]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((category) => ({ value: category.id, label: category.name })),
      { value: UNCATEGORIZED_VALUE, label: 'Uncategorized' },
    ],
    [catalogue],
  );
  // One SKU sold on both platforms is one option.
  const skuOptions = useMemo(
    () => [...new Set(catalogue?.products.map((product) => product.sku))].sort((a, b) => a.localeCompare(b)),
    [catalogue],
  );

  return (
    <Group align="flex-end" gap="sm">
      <DatePickerInput
        type="range"
        label="Dates"
        w={260}
        maxDate={today}
        allowSingleDateInRange
        ariaLabels={CALENDAR_LABELS}
        // The other months' days are drawn faint and weekends red on the range's blue: both below
        // the contrast a reader needs.
        hideOutsideDates
        weekendDays={[]}
        valueFormatter={calendarValueFormatter}
        value={picking ?? [range.from, range.to]}
        onChange={(value) => {
          const [from, to] = value;
          if (from && to) {
            setPicking(null);
            onRange({ from, to });
          } else setPicking([from, to]);
        }}
        onDropdownClose={() => setPicking(null)}
      />
      <NativeSelect
        label="Platform"
        w={160}
        data={PLATFORM_OPTIONS}
        value={filters.platform}
        onChange={(event) => onFilters({ ...filters, platform: event.currentTarget.value as Platform | '' })}
      />
      <NativeSelect
        label="Category"
        w={200}
        data={categoryOptions}
        value={filters.category}
        onChange={(event) => onFilters({ ...filters, category: event.currentTarget.value })}
      />
      <Select
        label="SKU"
        w={200}
        searchable
        clearable
        limit={50}
        placeholder="All SKUs"
        data={skuOptions}
        value={filters.sku === '' ? null : filters.sku}
        onChange={(value) => onFilters({ ...filters, sku: value ?? '' })}
      />
    </Group>
  );
}
