import { Card, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CategoryWithInventory } from '../../db/categoryInventory';
import { AdjustStockForm } from './AdjustStockForm';
import { CategoryProducts } from './CategoryProducts';
import { OperationHistory } from './OperationHistory';
import { formatCost, formatWhen } from './stockFormatting';
import { StockStatusBadge } from './StockStatusBadge';
import { ThresholdForm } from './ThresholdForm';
import { TransferForm } from './TransferForm';
import { formatCount } from '../../domain/format';

interface CategoryDetailsProps {
  category: CategoryWithInventory;
  categories: CategoryWithInventory[];
}

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="lg" fw={600} component="div">
        {children}
      </Text>
    </Stack>
  );
}

function pendingText(category: CategoryWithInventory): string | null {
  if (category.pendingMovements === 0) return null;
  return `Includes ${formatCount(category.pendingMovements)} pending ${category.pendingMovements === 1 ? 'movement' : 'movements'} not yet on the server, which has ${formatCount(category.serverQuantity)}.`;
}

/** The selected category: its stock, its products, the stock forms and its operation history. */
export function CategoryDetails({ category, categories }: CategoryDetailsProps) {
  const { inventory } = category;
  const pending = pendingText(category);

  return (
    <Card withBorder padding="md" component="section" aria-label={`Category ${category.name}`}>
      <Stack>
        <Stack gap={4}>
          <Group justify="space-between">
            <Title order={3}>{category.name}</Title>
            <StockStatusBadge status={category.status} />
          </Group>
          {category.description && <Text size="sm">{category.description}</Text>}
          <Text size="xs" c="dimmed">
            {[
              category.tag && `Tag: ${category.tag}`,
              `Cost price: ${formatCost(category.costPrice)}`,
              `Stock updated ${formatWhen(inventory.lastUpdated)}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
        <Group gap="xl">
          <Figure label="Quantity">
            <span data-testid="shown-quantity">{formatCount(inventory.totalQuantity)}</span>
          </Figure>
          <Figure label="Threshold">{formatCount(inventory.lowStockThreshold)}</Figure>
          <Figure label="Products">{formatCount(inventory.productCount)}</Figure>
        </Group>
        {pending && (
          <Text size="xs" c="dimmed">
            {pending}
          </Text>
        )}
        <Divider />
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          <AdjustStockForm key={`adjust-${category.id}`} category={category} />
          <TransferForm key={`transfer-${category.id}`} category={category} categories={categories} />
          <ThresholdForm key={`threshold-${category.id}`} category={category} />
        </SimpleGrid>
        <Divider />
        <OperationHistory categoryId={category.id} />
        <Divider />
        <CategoryProducts categoryId={category.id} categoryName={category.name} />
      </Stack>
    </Card>
  );
}
