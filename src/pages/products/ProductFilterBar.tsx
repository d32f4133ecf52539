import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { platformChoices } from '../../components/platformLabel';
import type { Platform, Visibility } from '../../domain/records';
import { productFiltersStores, useProductFilters } from '../../stores/productFilters';
import type { Option } from './formatting';
import type { ProductScreenConfig } from './productScreens';

/** Long enough to skip the keystrokes of a word typed quickly, short enough to feel immediate. */
const SEARCH_DEBOUNCE_MS = 120;

const PLATFORM_OPTIONS: Option[] = platformChoices({ value: '', label: 'All' });

const VISIBILITY_OPTIONS: Option[] = [
  { value: '', label: 'All' },
  { value: 'visible', label: 'Visible' },
  { value: 'hidden', label: 'Hidden' },
];

export function ProductFilterBar({ config, categories }: { config: ProductScreenConfig; categories: Option[] }) {
  const store = productFiltersStores[config.screen];
  const { setPlatform, setCategoryId, setVisibility, setSearch, clearFilters } = store.getState();
  const platform = useProductFilters(config.screen, (state) => state.platform);
  const categoryId = useProductFilters(config.screen, (state) => state.categoryId);
  const visibility = useProductFilters(config.screen, (state) => state.visibility);
  const filtered = useProductFilters(config.screen, (state) =>
    Boolean(state.platform || state.categoryId || state.visibility || state.search),
  );
  const [searchText, setSearchText] = useState(() => store.getState().search);
  const applySearch = useDebouncedCallback(setSearch, SEARCH_DEBOUNCE_MS);

  const clear = () => {
    applySearch.cancel();
    setSearchText('');
    clearFilters();
  };

  return (
    <Group align="end" gap="sm" wrap="wrap" role="search">
      <TextInput
        label="Search"
        placeholder="SKU, name or description"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={searchText}
        onChange={(event) => {
          setSearchText(event.currentTarget.value);
          applySearch(event.currentTarget.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') applySearch.flush();
        }}
        miw={260}
        style={{ flexGrow: 1 }}
      />
      <NativeSelect
        label="Platform"
        data={PLATFORM_OPTIONS}
        value={platform}
        onChange={(event) => setPlatform(event.currentTarget.value as Platform | '')}
      />
      {config.showCategoryFilter && (
        <NativeSelect
          label="Category"
          data={[{ value: '', label: 'All categories' }, ...categories]}
          value={categoryId}
          onChange={(event) => setCategoryId(event.currentTarget.value)}
          maw={240}
        />
      )}
      {config.showVisibilityFilter && (
        <NativeSelect
          label="Visibility"
          data={VISIBILITY_OPTIONS}
          value={visibility}
          onChange={(event) => setVisibility(event.currentTarget.value as Visibility | '')}
        />
      )}
      <Button variant="subtle" onClick={clear} disabled={!filtered && searchText === ''}>
        Clear filters
      </Button>
    </Group>
  );
}
