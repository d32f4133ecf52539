import { Button, MultiSelect, SegmentedControl, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { SectionCard } from '../../components/SectionCard';
import { isOutputLayout, OUTPUT_LAYOUTS } from '../../domain/labels/outputLayout';
import { DEFAULT_SORT_CONFIG, isSortDirection, isSortKey, SORT_KEYS, type SortKey } from '../../domain/labels/sortConfig';
import { DEFAULT_MERGE_OPTIONS } from '../../stores/mergeOptions';
import { mergeSessionStore, useMergeSession } from '../../stores/useMergeSession';
import { LAYOUT_LABEL, MERGE_OPTIONS_ID } from './mergeOptionLabels';

const SORT_KEY_LABEL: Record<SortKey, string> = { category: 'Category', name: 'Name', price: 'Price', sku: 'SKU' };
const SORT_KEY_OPTIONS = SORT_KEYS.map((key) => ({ value: key, label: SORT_KEY_LABEL[key] }));
const LAYOUT_OPTIONS = OUTPUT_LAYOUTS.map((layout) => ({ value: layout, label: LAYOUT_LABEL[layout] }));

interface MergeOptionsPanelProps {
  /** Names of the station's categories, for the priority list. */
  categoryNames: string[];
}

/**
 * The sort configuration of docs/SPEC.md §3 and the merge's own options; remembered on this
 * station, and folded away unless the user unfolds them.
 */
export function MergeOptionsPanel({ categoryNames }: MergeOptionsPanelProps) {
  const shown = useMergeSession((state) => state.optionsShown);
  return <div id={MERGE_OPTIONS_ID}>{shown && <OptionsCard categoryNames={categoryNames} />}</div>;
}

function OptionsCard({ categoryNames }: MergeOptionsPanelProps) {
  const options = useMergeSession((state) => state.options);
  const loading = useMergeSession((state) => state.loading);
  const { setOptions } = mergeSessionStore.getState();
  const { sort } = options;
  const priorityChoices = [...new Set([...categoryNames, ...(sort.categoryOrder ?? [])])];

  return (
    <SectionCard
      title="Sort and merge options"
      actions={
        <Button
          size="xs"
          variant="subtle"
          disabled={loading}
          onClick={() => setOptions({ ...DEFAULT_MERGE_OPTIONS, sort: { ...DEFAULT_SORT_CONFIG, categoryOrder: [] } })}
        >
          Reset to defaults
        </Button>
      }
    >
      <Stack gap={4}>
        <Text size="sm" fw={500} id="output-layout-label">
          Output layout
        </Text>
        <SegmentedControl
          aria-labelledby="output-layout-label"
          data={LAYOUT_OPTIONS}
          value={options.layout}
          disabled={loading}
          onChange={(value) => isOutputLayout(value) && setOptions({ layout: value })}
        />
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label="Primary sort"
          data={SORT_KEY_OPTIONS}
          value={sort.primarySort}
          allowDeselect={false}
          disabled={loading}
          onChange={(value) => value && isSortKey(value) && setOptions({ sort: { primarySort: value } })}
        />
        <Select
          label="Secondary sort"
          data={SORT_KEY_OPTIONS}
          value={sort.secondarySort}
          allowDeselect={false}
          disabled={loading}
          onChange={(value) => value && isSortKey(value) && setOptions({ sort: { secondarySort: value } })}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="sort-order-label">
            Order
          </Text>
          <SegmentedControl
            aria-labelledby="sort-order-label"
            data={[
              { value: 'asc', label: 'Ascending' },
              { value: 'desc', label: 'Descending' },
            ]}
            value={sort.sortOrder}
            disabled={loading}
            onChange={(value) => isSortDirection(value) && setOptions({ sort: { sortOrder: value } })}
          />
        </Stack>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <Switch
          label="Group by courier first (Unknown last)"
          checked={sort.groupByCourier ?? false}
          disabled={loading}
          onChange={(event) => setOptions({ sort: { groupByCourier: event.currentTarget.checked } })}
        />
        <Switch
          label="Group by category (Uncategorized last)"
          checked={sort.groupByCategory}
          disabled={loading}
          onChange={(event) => setOptions({ sort: { groupByCategory: event.currentTarget.checked } })}
        />
        <Switch
          label="Prioritize active categories"
          checked={sort.prioritizeActiveCategories}
          disabled={loading || !sort.groupByCategory}
          onChange={(event) => setOptions({ sort: { prioritizeActiveCategories: event.currentTarget.checked } })}
        />
        <Switch
          label="Sort categories alphabetically"
          checked={sort.sortCategoriesAlphabetically}
          disabled={loading || !sort.groupByCategory}
          onChange={(event) => setOptions({ sort: { sortCategoriesAlphabetically: event.currentTarget.checked } })}
        />
        <Switch
          label="Keep duplicate orders"
          description="Off: an order found twice is printed once"
          checked={options.keepDuplicates}
          disabled={loading}
          onChange={(event) => setOptions({ keepDuplicates: event.currentTarget.checked })}
        />
        <Switch
          label="Pick list page at the front"
          checked={options.pickList}
          disabled={loading}
          onChange={(event) => setOptions({ pickList: event.currentTarget.checked })}
        />
        <Switch
          label="Also keep the input files"
          description="The marketplaces' PDFs are stored in Files with the merged labels"
          checked={options.keepInputs}
          disabled={loading}
          onChange={(event) => setOptions({ keepInputs: event.currentTarget.checked })}
        />
      </SimpleGrid>
      <MultiSelect
        label="Active categories, most urgent first"
        description="With grouping and priority on, these categories come first, in this order"
        placeholder={priorityChoices.length ? 'Choose categories' : 'No categories on this station yet'}
        data={priorityChoices}
        value={sort.categoryOrder ?? []}
        searchable
        clearable
        disabled={loading || !sort.groupByCategory || !sort.prioritizeActiveCategories}
        onChange={(categoryOrder) => setOptions({ sort: { categoryOrder } })}
      />
    </SectionCard>
  );
}
