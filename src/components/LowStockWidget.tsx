import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { getLowStockCategories } from '../db/categoryInventory';
import { localDatabase } from '../db/localDatabase';
import { formatCount } from '../domain/format';
import { categorySelectionStore } from '../stores/categorySelection';
import { LowStockCard } from './LowStockCard';
import { SeverityBadge } from './SeverityBadge';
import { useLiveRead } from './useLiveRead';

const CATEGORIES_PATH = '/categories/';
/** The widget is a glance: the rest is one click away on the Categories & Inventory screen. */
const LOW_STOCK_WIDGET_LIMIT = 5;

/**
 * The most urgent low-stock categories (at most 5), each linking to its page on the Categories &
 * Inventory screen. A failed read is shown in the card ('Failed to fetch low stock categories: ...'),
 * not thrown into the screen that holds the widget.
 */
export function LowStockWidget() {
  const read = useLiveRead(() => getLowStockCategories(localDatabase()), []);
  const entries = read.status === 'ready' ? read.value : undefined;
  const shown = entries?.slice(0, LOW_STOCK_WIDGET_LIMIT) ?? [];
  const more = (entries?.length ?? 0) - shown.length;

  return (
    <LowStockCard entries={entries} error={read.status === 'failed' ? read.message : null}>
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
                {formatCount(entry.currentQuantity)} / {formatCount(entry.lowStockThreshold)}
              </Text>
              <SeverityBadge severity={entry.severity} />
            </Group>
          </Group>
        ))}
      </Stack>
      {more > 0 && (
        <Anchor component={Link} to={CATEGORIES_PATH} size="sm">
          View {formatCount(more)} more
        </Anchor>
      )}
    </LowStockCard>
  );
}
