import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { downloadCsv } from '../../components/downloadCsv';
import { SectionCard } from '../../components/SectionCard';
import { reportOf, type CategoryWithInventory } from '../../db/categoryInventory';
import { inventoryReportCsv, inventoryReportFileName } from '../../domain/inventory/inventoryReport';
import { formatCount } from '../../domain/format';

function Total({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap={0} aria-label={label} role="group">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {formatCount(value)}
      </Text>
    </Stack>
  );
}

/** The inventory report's totals (docs/SPEC.md §3), and the whole report as CSV. */
export function InventoryReportSection({ categories }: { categories: CategoryWithInventory[] }) {
  const report = reportOf(categories);
  const download = () => {
    // Generated at the click, so that the file's time is the time it was taken.
    const current = reportOf(categories, new Date());
    downloadCsv(inventoryReportFileName(current), inventoryReportCsv(current));
  };

  return (
    <SectionCard
      title="Inventory report"
      actions={
        <Button
          size="xs"
          variant="light"
          leftSection={<IconDownload size={14} />}
          onClick={download}
          disabled={categories.length === 0}
        >
          Download CSV
        </Button>
      }
    >
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Total label="Categories" value={report.totalCategories} />
        <Total label="Total quantity" value={report.totalQuantity} />
        <Total label="Low stock" value={report.lowStockCategories} />
        <Total label="Out of stock" value={report.outOfStockCategories} />
      </SimpleGrid>
    </SectionCard>
  );
}
