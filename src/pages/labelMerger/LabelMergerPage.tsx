import { Alert, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMergeSession } from '../../stores/useMergeSession';
import { countFiles } from '../../stores/mergeSession';
import { labelFormats } from '../../domain/labels/formats/registry';
import { PLATFORM_LABEL } from '../../components/platformLabel';
import { LabelFileList } from './LabelFileList';
import { MergeControls } from './MergeControls';
import { MergeOptionsPanel } from './MergeOptionsPanel';
import { MergeResultPanel } from './MergeResultPanel';
import { MergeSummaryTable } from './MergeSummaryTable';
import { useLabelCatalogue } from './useLabelCatalogue';
import { formatCount } from '../../domain/format';

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
      Catalogue on this station: {formatCount(products)} products in {formatCount(categories)} categories.
    </Text>
  );
}

/** 'Amazon and Flipkart', 'Amazon, Flipkart and Meesho'. */
const formatNames = labelFormats()
  .map((format) => PLATFORM_LABEL[format.platform])
  .join(', ')
  .replace(/, ([^,]*)$/, ' and $1');

/**
 * docs/SPEC.md §2's Label Merger: the day's marketplace label PDFs in, one sorted PDF with footers
 * out. One glance on a laptop screen: each marketplace's files and the merge button at the top, the
 * options folded away, and the result with its actions first in the options' place.
 */
export function LabelMergerPage() {
  const catalogue = useLabelCatalogue();
  const error = useMergeSession((state) => state.error);
  const empty = useMergeSession((state) => countFiles(state.files) === 0 && state.summary === null);

  return (
    <Stack gap="sm">
      <Stack gap={2}>
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={2} size="h3">
            Label Merger
          </Title>
          {catalogue && <CatalogueNote products={catalogue.products.length} categories={catalogue.categories.length} />}
        </Group>
        {empty && (
          <Text c="dimmed">
            Add the day's {formatNames} label PDFs, then merge them into one PDF sorted by category and SKU, with each order's
            quantity and product printed on its label.
          </Text>
        )}
      </Stack>
      <SimpleGrid cols={{ base: 1, md: labelFormats().length }} spacing="sm">
        {labelFormats().map((format) => (
          <LabelFileList key={format.platform} platform={format.platform} />
        ))}
      </SimpleGrid>
      <MergeControls catalogue={catalogue} />
      {error && (
        <Alert color="red" title="Merge failed" role="alert">
          {error}
        </Alert>
      )}
      <MergeOptionsPanel categoryNames={catalogue?.categories.map((category) => category.name) ?? []} />
      <MergeResultPanel />
      <MergeSummaryTable />
    </Stack>
  );
}
