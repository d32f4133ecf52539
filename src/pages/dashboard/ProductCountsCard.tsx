import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { SectionCard } from '../../components/SectionCard';
import { formatCount } from '../../domain/orders/figureFormat';

interface ProductCountsCardProps {
  hidden: number;
  uncategorized: number;
}

/** Products that need a look, each count a link to the screen that lists them. */
export function ProductCountsCard({ hidden, uncategorized }: ProductCountsCardProps) {
  return (
    <SectionCard title="Products">
      <Stack gap={6}>
        <Group justify="space-between">
          <Anchor component={Link} to="/hidden-products/" size="sm">
            Hidden products
          </Anchor>
          <Text size="sm" fw={700} aria-label={`${hidden} hidden products`}>
            {formatCount(hidden)}
          </Text>
        </Group>
        <Group justify="space-between">
          <Anchor component={Link} to="/uncategorized-products/" size="sm">
            Uncategorized products
          </Anchor>
          <Text size="sm" fw={700} aria-label={`${uncategorized} uncategorized products`}>
            {formatCount(uncategorized)}
          </Text>
        </Group>
      </Stack>
    </SectionCard>
  );
}
