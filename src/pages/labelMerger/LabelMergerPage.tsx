import { Alert, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMergeSession } from '../../stores/useMergeSession';
import { countFiles } from '../../stores/mergeSession';
import { labelFormats } from '../../domain/labels/formats/registry';
import { LabelFileList } from './LabelFileList';
import { MergeControls } from './MergeControls';
import { MergeOptionsPanel } from './MergeOptionsPanel';
import { MergeResultPanel } from './MergeResultPanel';
import { MergeSummaryTable } from './MergeSummaryTable';
import { useLabelCatalogue } from './useLabelCatalogue';

function CatalogueNote({ products, categories }: { products: number; categories: number }) {
  if (products === 0) {
    return (
      <Text size="sm" c="orange">
        This station has no products yet: every label will be listed as 'Uncategorized'. Import products to sort by category.
      </Text>
    );
  }
  return (
    <Text size="sm" c="dimmed">
      Catalogue on this station: {products} products in {categories} categories.
    </Text>
  );
}

/** 'Amazon and Flipkart', 'Amazon, Flipkart and Meesho'. */
const formatNames = labelFormats()
  .map((format) => format.name)
  .join(', ')
  .replace(/, ([^,]*)$/, ' and $1');

/** SPEC section 2's Label Merger: the day's marketplace label PDFs in, one sorted PDF with footers out. */
export function LabelMergerPage() {
  const catalogue = useLabelCatalogue();
  const error = useMergeSession((state) => state.error);
  const empty = useMergeSession((state) => countFiles(state.files) === 0 && state.summary === null);

  return (
    <Stack>
      <Stack gap={4}>
        <Title order={2}>Label Merger</Title>
        {empty && (
          <Text c="dimmed">
            Add the day's {formatNames} label PDFs, then merge them into one PDF sorted by category and SKU, with each order's
            quantity and product printed on its label.
          </Text>
        )}
        {catalogue && <CatalogueNote products={catalogue.products.length} categories={catalogue.categories.length} />}
      </Stack>
      <SimpleGrid cols={{ base: 1, md: labelFormats().length }}>
        {labelFormats().map((format) => (
          <LabelFileList key={format.platform} platform={format.platform} />
        ))}
      </SimpleGrid>
      <MergeOptionsPanel categoryNames={catalogue?.categories.map((category) => category.name) ?? []} />
      <MergeControls catalogue={catalogue} />
      {error && (
        <Alert color="red" title="Merge failed" role="alert">
          {error}
        </Alert>
      )}
      <MergeResultPanel />
      <MergeSummaryTable />
    </Stack>
  );
}
