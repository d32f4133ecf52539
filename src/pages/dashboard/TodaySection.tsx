import { Button, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFileStack } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { FigureCard } from '../../components/FigureCard';
import { formatCount, formatRupees } from '../../domain/orders/figureFormat';
import type { OrderTotals } from '../../domain/orders/orderTotals';

const NO_ORDERS_TODAY = "No orders yet today: merge the day's labels";

/** Today's orders, units and revenue; on a day without orders, the way to record them. */
export function TodaySection({ totals }: { totals: OrderTotals }) {
  if (totals.lines === 0) {
    return (
      <Card withBorder padding="lg" component="section" aria-label="Today's orders">
        <Stack align="center" gap="sm">
          <Text fw={600}>{NO_ORDERS_TODAY}</Text>
          <Text size="sm" c="dimmed" ta="center">
            Merging the Amazon and Flipkart label files records the day's orders on this station.
          </Text>
          <Button component={Link} to="/home/" leftSection={<IconFileStack size={16} />}>
            Merge Labels
          </Button>
        </Stack>
      </Card>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }}>
      <FigureCard label="Orders today" value={formatCount(totals.orders)} />
      <FigureCard label="Units today" value={formatCount(totals.units)} />
      <FigureCard label="Revenue today" value={formatRupees(totals.revenue)} />
    </SimpleGrid>
  );
}
