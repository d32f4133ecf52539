import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { Link } from 'react-router-dom';
import { getLowStockCategories } from '../db/categoryInventory';
import { localDatabase } from '../db/localDatabase';
import type { LowStockSeverity } from '../domain/inventory/stockStatus';
import { categorySelectionStore } from '../stores/categorySelection';

const CATEGORIES_PATH = '/categories/';
/** The widget is a glance: the rest is one click away on the Categories & Inventory screen. */
export const LOW_STOCK_WIDGET_LIMIT = 5;

const SEVERITY_LABEL: Record<LowStockSeverity, string> = { 'out-of-stock': 'Out of stock', critical: 'Critical', low: 'Low' };
const SEVERITY_COLOR: Record<LowStockSeverity, string> = { 'out-of-stock': 'red', critical: 'orange', low: 'yellow' };

/** A low-stock entry's severity: out of stock red, critical orange, low yellow. */
export function SeverityBadge({ severity }: { severity: LowStockSeverity }) {
  return (
    <Badge color={SEVERITY_COLOR[severity]} variant="filled" tt="none" data-severity={severity}>
      {SEVERITY_LABEL[severity]}
    </Badge>
  );
}

/** The most urgent low-stock categories (at most 5), each linking to its page on the Categories & Inventory screen. */
export function LowStockWidget() {
  const entries = useLiveQuery(() => getLowStockCategories(localDatabase()), []);
  const shown = entries?.slice(0, LOW_STOCK_WIDGET_LIMIT) ?? [];
  const more = (entries?.length ?? 0) - shown.length;

  return (
    <Card withBorder padding="md" component="section" aria-label="Low stock">
      <Stack gap="xs">
        <Title order={3} size="h4">
          Low stock
        </Title>
        {entries === undefined && (
          <Text size="sm" c="dimmed">
            Loading…
          </Text>
        )}
        {entries?.length === 0 && (
          <Text size="sm" c="dimmed">
            Every category is above its low-stock threshold.
          </Text>
        )}
        {shown.length > 0 && (
          <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Low-stock categories">
            {shown.map((entry) => (
              <Group key={entry.categoryId} component="li" justify="space-between" wrap="nowrap" gap="xs">
                <Anchor
                  component={Link}
                  to={CATEGORIES_PATH}
                  size="sm"
                  onClick={() => categorySelectionStore.getState().select(entry.categoryId)}
                >
                  {entry.categoryName}
                </Anchor>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm" c="dimmed">
                    {entry.currentQuantity} / {entry.lowStockThreshold}
                  </Text>
                  <SeverityBadge severity={entry.severity} />
                </Group>
              </Group>
            ))}
          </Stack>
        )}
        {more > 0 && (
          <Anchor component={Link} to={CATEGORIES_PATH} size="sm">
            View {more} more
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}
